import { useId } from 'react';
import './privacy-switch.css';

interface PrivacySwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** A native checkbox announced as a switch, drawn as a track and thumb. */
export function PrivacySwitch({ label, description, checked, disabled, onChange }: PrivacySwitchProps) {
  const id = useId();
  return (
    <div className="habit-privacy__switch-row">
      <label className="habit-privacy__switch" htmlFor={id}>
        <span className="habit-privacy__switch-text">
          <span id={`${id}-label`} className="habit-privacy__switch-label">
            {label}
          </span>
          <span id={`${id}-description`} className="habit-privacy__switch-description">
            {description}
          </span>
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="habit-privacy__track" aria-hidden="true" />
      </label>
    </div>
  );
}
