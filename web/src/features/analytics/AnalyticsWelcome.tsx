import { ChartColumn, Plus } from 'lucide-react';
import { ANALYTICS_TEXTS } from './analytics-texts';

/**
 * Shown while the person has no habits. The button carries the add-habit marker the spec names
 * (§2 Dashboard: 'Analytics add-habit clicks the element marked as the add-habit button').
 */
export function AnalyticsWelcome({ onAddHabit }: { onAddHabit(): void }) {
  return (
    <section className="analytics-welcome" aria-labelledby="analytics-welcome-title">
      <ChartColumn className="analytics-welcome__icon" size={32} aria-hidden="true" />
      <div className="analytics-welcome__body">
        <h2 id="analytics-welcome-title" className="analytics-welcome__title">
          {ANALYTICS_TEXTS.welcomeTitle}
        </h2>
        <p className="analytics-welcome__text">{ANALYTICS_TEXTS.welcomeText}</p>
      </div>
      <button type="button" className="button button--primary" data-add-habit-button onClick={onAddHabit}>
        <Plus size={18} aria-hidden="true" /> {ANALYTICS_TEXTS.addFirstHabit}
      </button>
    </section>
  );
}
