import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { amountText } from './amount-text';

interface AmountStepperProps {
  /** The field's label ("Walk amount today"). */
  label: string;
  /** The amount stored for the day (0 when none). */
  stored: number;
  step: number;
  unit: string;
  target: number;
  onCommit(value: number): void;
  onStep(steps: 1 | -1): void;
}

/**
 * A numeric habit's exact amount for one day: − and + move it by the habit's step, the field takes
 * any amount. What the person types is theirs until they leave the field: the stored amount (a save
 * landing, a change synced from another device) shows only while the field is not being edited.
 */
export function AmountStepper({ label, stored, step, unit, target, onCommit, onStep }: AmountStepperProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);

  // A new stored amount replaces the draft once the person is no longer in the field.
  useEffect(() => {
    void stored;
    if (document.activeElement !== input.current) setDraft(null);
  }, [stored]);

  return (
    <div className="amount-stepper">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-stepper__row">
        <button
          type="button"
          className="amount-stepper__button"
          aria-label={`Minus ${amountText(step)} ${unit}`}
          disabled={stored <= 0}
          onClick={() => onStep(-1)}
        >
          <Minus size={20} aria-hidden="true" />
        </button>
        <input
          ref={input}
          id={id}
          className="input amount-stepper__input"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={draft ?? (stored ? String(stored) : '')}
          placeholder="0"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => {
            const typed = event.currentTarget.valueAsNumber;
            // Nothing, or less than nothing, is no amount (logValue stores it as 0).
            const value = Number.isFinite(typed) && typed > 0 ? typed : 0;
            if (value !== stored) onCommit(value);
            else setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
        <button
          type="button"
          className="amount-stepper__button"
          aria-label={`Plus ${amountText(step)} ${unit}`}
          onClick={() => onStep(1)}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      </div>
      <p className="amount-stepper__target">
        of {amountText(target)} {unit}
      </p>
    </div>
  );
}
