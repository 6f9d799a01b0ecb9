import { useId } from 'react';
import { monthOptions, type PickerOption } from './period-options';

/** The pickers the overview chart and the database table share. */

interface SegmentedControlProps<T extends string> {
  /** Names the group for screen readers, e.g. 'Chart mode'. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className="chart-segmented">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="chart-segmented__button"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

interface NumberSelectProps {
  label: string;
  options: readonly PickerOption[];
  value: number;
  onChange: (value: number) => void;
}

export function NumberSelect({ label, options, value, onChange }: NumberSelectProps) {
  const id = useId();
  return (
    <div className="chart-select">
      <label htmlFor={id} className="chart-select__label">
        {label}
      </label>
      <select
        id={id}
        className="input chart-select__input"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MonthSelect(props: Omit<NumberSelectProps, 'label' | 'options'>) {
  return <NumberSelect label="Month" options={monthOptions} {...props} />;
}
