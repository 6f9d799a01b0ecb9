import { type ReactNode, useEffect, useRef, useState } from 'react';

interface TodayAmountProps {
  label: string;
  /** Shown after the field: the target and its unit. */
  children: ReactNode;
  /** The amount stored for today (0 when none). */
  stored: number;
  onCommit(value: number): void;
}

/**
 * Today's amount of a numeric habit. What the person types is theirs until they leave the field:
 * the stored amount (a save landing, a change synced from another device) shows only while the
 * field is not being edited, so a save arriving mid-typing never replaces the digits typed.
 */
export function TodayAmount({ label, stored, onCommit, children }: TodayAmountProps) {
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);

  // A new stored amount replaces the draft once the person is no longer in the field.
  useEffect(() => {
    void stored;
    if (document.activeElement !== input.current) setDraft(null);
  }, [stored]);

  return (
    <label className="habit-item__amount">
      <span className="visually-hidden">{label}</span>
      <input
        ref={input}
        className="input input--compact"
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
      {children}
    </label>
  );
}
