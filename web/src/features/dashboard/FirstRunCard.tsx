import { uuidv7 } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mutateLocal } from '../../data/mutations';
import { useToast } from '../../ui/toast/ToastProvider';
import { STARTER_HABITS, type StarterHabit, starterFields, starterLabel } from './starter-habits';

/**
 * What a person with no habits sees under the welcome card, in place of a grid of empty charts and
 * disabled buttons: one next step, three ways. Add their own habit, start one of the usual ones with
 * a tap (works offline, like any habit), or bring their history over from Loop Habit Tracker.
 */
export function FirstRunCard({ onAddHabit }: { onAddHabit(): void }) {
  const toast = useToast();
  const [adding, setAdding] = useState<string | null>(null);

  const start = async (starter: StarterHabit) => {
    setAdding(starter.name);
    try {
      await mutateLocal('habit.create', { id: uuidv7(), fields: starterFields(starter) });
      toast.success('Habit created successfully!');
    } catch (error) {
      toast.error(writeFailureText('Failed to create habit', error));
      setAdding(null);
    }
  };

  return (
    <section className="card first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <h2 id="first-run-title" className="first-run__title">
        Start your first habit
      </h2>
      <p className="first-run__text">Pick one to begin with, or make your own. You can change it any time.</p>
      <button
        type="button"
        className="button button--primary button--lg first-run__add"
        data-add-habit-button
        onClick={onAddHabit}
      >
        <Plus size={20} aria-hidden="true" /> Add Habit
      </button>
      <h3 className="first-run__subtitle">Or start with one of these</h3>
      <ul className="first-run__starters">
        {STARTER_HABITS.map((starter) => (
          <li key={starter.name}>
            <button
              type="button"
              className="starter-habit"
              disabled={adding !== null}
              aria-label={`Start ${starterLabel(starter)}`}
              onClick={() => void start(starter)}
            >
              <span className="starter-habit__icon" aria-hidden="true">
                {starter.icon}
              </span>
              <span>{starterLabel(starter)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="first-run__import">
        <Upload size={16} aria-hidden="true" /> Used Loop Habit Tracker before?{' '}
        <Link to="/app/settings?open=import">Import your habits and history</Link>
      </p>
    </section>
  );
}
