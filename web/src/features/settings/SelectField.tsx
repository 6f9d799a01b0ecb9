import { useId } from 'react';
import type { Option } from './preference-options';

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
  hint?: string;
}

/** A labelled select whose options carry typed values; the hint is read with it. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field settings-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input settings-select"
        value={String(value)}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="settings-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
