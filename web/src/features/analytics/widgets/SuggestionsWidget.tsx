import type { Suggestion, SuggestionKind } from '@habitat/domain';
import { CalendarDays, Flame, Link2, type LucideIcon, Sprout, Trophy } from 'lucide-react';
import type { RangeFigures } from '../analytics-figures';
import {
  ANALYTICS_TEXTS,
  SUGGESTIONS_METHOD,
  suggestionsEmpty,
  suggestionsSource,
  suggestionText,
} from '../analytics-texts';

const ICONS: Record<SuggestionKind, LucideIcon> = {
  'streak-at-risk': Flame,
  'weakest-habit': Sprout,
  weekdays: CalendarDays,
  'habit-pair': Link2,
  'strongest-habit': Trophy,
};

function suggestionKey(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'streak-at-risk':
    case 'weakest-habit':
    case 'strongest-habit':
      return `${suggestion.kind}:${suggestion.habit.id}`;
    case 'habit-pair':
      return `${suggestion.kind}:${suggestion.lead.id}:${suggestion.follower.id}`;
    case 'weekdays':
      return suggestion.kind;
  }
}

/**
 * Suggestions from the person's own check-ins (issue 27), worked out on this device like every other
 * number here. When the data does not carry a pattern yet, it says so rather than guessing.
 */
export function SuggestionsWidget({ figures, habitCount }: { figures: RangeFigures; habitCount: number }) {
  if (habitCount === 0) return <p className="empty-state">{ANALYTICS_TEXTS.suggestionsNoHabits}</p>;
  const { suggestions, daysMeasured } = figures.suggestions();
  if (suggestions.length === 0) {
    return <p className="empty-state suggestions__empty">{suggestionsEmpty(figures.range, daysMeasured)}</p>;
  }
  return (
    <div className="suggestions">
      <ul className="suggestions__list">
        {suggestions.map((suggestion) => {
          const Icon = ICONS[suggestion.kind];
          const text = suggestionText(suggestion);
          return (
            <li
              key={suggestionKey(suggestion)}
              className={`suggestions__item suggestions__item--${suggestion.kind}`}
              data-kind={suggestion.kind}
            >
              <Icon className="suggestions__icon" size={18} aria-hidden="true" />
              <div className="suggestions__text">
                <p className="suggestions__title">{text.title}</p>
                <p className="suggestions__detail">{text.detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {/* A streak to keep is not a pattern: with only those listed, still say why no pattern is. */}
      {suggestions.some((suggestion) => suggestion.kind !== 'streak-at-risk') ? (
        <p className="analytics-muted analytics-small">
          {suggestionsSource(figures.range)} {SUGGESTIONS_METHOD}
        </p>
      ) : (
        <p className="analytics-muted analytics-small suggestions__empty">
          {suggestionsEmpty(figures.range, daysMeasured)}
        </p>
      )}
    </div>
  );
}
