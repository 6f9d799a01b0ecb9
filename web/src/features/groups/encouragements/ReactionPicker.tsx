import type { Reaction } from '@habitat/domain';
import { useId } from 'react';
import { REACTION_OPTIONS } from './encouragement-form';

interface ReactionPickerProps {
  value: Reaction;
  disabled?: boolean;
  onChange(reaction: Reaction): void;
}

/** The eight reactions as one radio group: arrow keys move between them, each has a spoken name. */
export function ReactionPicker({ value, disabled = false, onChange }: ReactionPickerProps) {
  const name = useId();
  return (
    <fieldset className="reaction-picker" disabled={disabled}>
      <legend className="field__label">Reaction</legend>
      <div className="reaction-picker__options">
        {REACTION_OPTIONS.map((option) => (
          <label key={option.value} className="reaction-picker__option choice-card" title={option.name}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-label={option.name}
              onChange={() => onChange(option.value)}
            />
            <span aria-hidden="true">{option.value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
