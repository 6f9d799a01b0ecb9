import { useId } from 'react';
import { monthOptions, type PickerOption } from './period-options';

/** The pickers the overview chart and the database table share. */

export { SegmentedControl } from '../../ui/SegmentedControl';

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
