import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { quantityText } from '../../../ui/counted';

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

  // What is typed and not yet committed. A sheet closed by a tap outside or Escape goes before the
  // field's blur fires: the amount typed is committed as the field leaves, never dropped.
  const pending = useRef<{ value: number } | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(
    () => () => {
      if (pending.current) commit.current(pending.current.value);
    },
    [],
  );

  return (
    <div className="amount-stepper">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-stepper__row">
        <button
          type="button"
          className="amount-stepper__button"
          aria-label={`Minus ${quantityText(step, unit)}`}
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
          aria-invalid={draft !== null && input.current?.validity.badInput === true}
          onChange={(event) => {
            setDraft(event.target.value);
            pending.current = readAmount(event.currentTarget, stored);
          }}
          onBlur={(event) => {
            const amount = readAmount(event.currentTarget, stored);
            pending.current = null;
            if (amount) onCommit(amount.value);
            else if (!event.currentTarget.validity.badInput) setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
        <button
          type="button"
          className="amount-stepper__button"
          aria-label={`Plus ${quantityText(step, unit)}`}
          onClick={() => onStep(1)}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      </div>
      <p className="amount-stepper__target">of {quantityText(target, unit)}</p>
    </div>
  );
}

/**
 * The amount a field holds, or null when there is nothing to save: the stored amount again, or text
 * that is not a number ('6,000' in a number field reads as nothing, and must not erase the day).
 */
function readAmount(field: HTMLInputElement, stored: number): { value: number } | null {
  if (field.validity.badInput) return null;
  const typed = field.valueAsNumber;
  // Emptied, or less than nothing, is no amount (logValue stores it as 0).
  const value = Number.isFinite(typed) && typed > 0 ? typed : 0;
  return value === stored ? null : { value };
}
