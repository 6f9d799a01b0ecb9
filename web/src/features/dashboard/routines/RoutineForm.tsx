import {
  type HabitRecord,
  ROUTINE_LIMITS,
  ROUTINE_MESSAGES,
  type RoutineRecord,
  type RoutineRule,
  routineRuleProblem,
} from '@habitat/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTwoClickConfirm } from '../../../habit-editor/useTwoClickConfirm';
import { HabitIcon } from '../../../ui/HabitIcon';
import type { RoutineDraft } from './routine-writes';

type RuleKind = RoutineRule['kind'];

const RULE_CHOICES: readonly { kind: RuleKind; label: string }[] = [
  { kind: 'none', label: 'No rule: a section of the list' },
  { kind: 'all', label: 'All of them' },
  { kind: 'any', label: 'Any number of them' },
  { kind: 'total', label: 'A total across them' },
];

interface RoutineFormProps {
  routine: RoutineRecord | null;
  /** The person's active habits, in list order. */
  habits: readonly HabitRecord[];
  /** Routine names by id, to say where a habit is now. */
  routineNames: ReadonlyMap<string, string>;
  saving: boolean;
  onSave(draft: RoutineDraft): void;
  onCancel(): void;
  onDelete?: (() => void) | undefined;
}

/**
 * A routine's name, its rule and its habits (issue 30). A habit is in one routine at a time:
 * choosing one that is in another moves it here, and the list says where each one is now.
 */
export function RoutineForm({
  routine,
  habits,
  routineNames,
  saving,
  onSave,
  onCancel,
  onDelete,
}: RoutineFormProps) {
  const id = useId();
  const [name, setName] = useState(routine?.name ?? '');
  const [kind, setKind] = useState<RuleKind>(routine?.rule.kind ?? 'all');
  const [count, setCount] = useState(routine?.rule.kind === 'any' ? String(routine.rule.count) : '1');
  const [amount, setAmount] = useState(routine?.rule.kind === 'total' ? String(routine.rule.amount) : '30');
  const [chosen, setChosen] = useState<string[]>(() =>
    routine ? habits.filter((habit) => habit.routineId === routine.id).map((habit) => habit.id) : [],
  );
  const chosenHabits = habits.filter((habit) => chosen.includes(habit.id));
  const [unit, setUnit] = useState(
    routine?.rule.kind === 'total' ? routine.rule.unit : (chosenHabits[0]?.targetUnit ?? 'minutes'),
  );
  const [tried, setTried] = useState(false);
  // Deleting a routine keeps its habits (they go on outside it); a second click still confirms it.
  const { armed: confirming, press } = useTwoClickConfirm();

  const rule: RoutineRule =
    kind === 'any'
      ? { kind, count: Number(count) }
      : kind === 'total'
        ? { kind, amount: Number(amount), unit: unit.trim() }
        : { kind };
  const nameProblem = !name.trim()
    ? ROUTINE_MESSAGES.nameRequired
    : [...name.trim()].length > ROUTINE_LIMITS.nameLength
      ? ROUTINE_MESSAGES.nameTooLong
      : null;
  const ruleProblem = routineRuleProblem(rule, Math.max(chosen.length, kind === 'any' ? 1 : 0));
  const units = [...new Set(chosenHabits.map((habit) => habit.targetUnit))];
  // Said once the person tries to save, as the name's problem is, then as they put it right.
  const ruleInvalid = tried && ruleProblem !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (nameProblem || ruleProblem) return;
    // Kept in the list's order, so a routine's habits start in the order they were shown.
    onSave({
      name: name.trim(),
      rule,
      habitIds: habits.filter((h) => chosen.includes(h.id)).map((h) => h.id),
    });
  }

  const toggle = (habitId: string, on: boolean) =>
    setChosen((was) => (on ? [...was, habitId] : was.filter((other) => other !== habitId)));

  return (
    <form className="routine-form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          placeholder="Morning"
          maxLength={ROUTINE_LIMITS.nameLength * 2}
          aria-invalid={tried && nameProblem !== null}
          aria-describedby={tried && nameProblem ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {tried && nameProblem && (
          <p className="field__error" id={`${id}-name-error`} role="alert">
            {nameProblem}
          </p>
        )}
      </div>

      <fieldset className="routine-form__habits">
        <legend className="field__label">Habits</legend>
        {habits.length === 0 && <p className="form-help">No habits yet.</p>}
        {habits.map((habit) => {
          const elsewhere =
            habit.routineId && habit.routineId !== routine?.id
              ? routineNames.get(habit.routineId)
              : undefined;
          return (
            <label key={habit.id} className="checkbox routine-form__habit">
              <input
                type="checkbox"
                checked={chosen.includes(habit.id)}
                onChange={(event) => toggle(habit.id, event.target.checked)}
              />
              <HabitIcon habit={habit} size="sm" />
              <span>
                {habit.name}
                {elsewhere && <span className="routine-form__where"> · now in {elsewhere}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-rule`}>
          Done when
        </label>
        <select
          id={`${id}-rule`}
          className="input"
          value={kind}
          onChange={(event) => setKind(event.target.value as RuleKind)}
        >
          {RULE_CHOICES.map((choice) => (
            <option key={choice.kind} value={choice.kind}>
              {choice.label}
            </option>
          ))}
        </select>
        <p className="form-help">
          {kind === 'none'
            ? 'The habits are listed together; the routine keeps no streak of its own.'
            : 'Paused habits and days off their schedule are not asked for.'}
        </p>
      </div>

      {kind === 'any' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-count`}>
            How many of the {chosen.length} habits
          </label>
          <input
            id={`${id}-count`}
            aria-invalid={ruleInvalid}
            aria-describedby={ruleInvalid ? `${id}-rule-error` : undefined}
            className="input input--short"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, chosen.length)}
            step={1}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
      )}
      {kind === 'total' && (
        <div className="routine-form__total">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              Total
            </label>
            <input
              id={`${id}-amount`}
              aria-invalid={ruleInvalid}
              aria-describedby={ruleInvalid ? `${id}-rule-error` : undefined}
              className="input input--short"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-unit`}>
              Counted in
            </label>
            <input
              id={`${id}-unit`}
              aria-invalid={ruleInvalid}
              aria-describedby={ruleInvalid ? `${id}-rule-error` : undefined}
              className="input"
              list={`${id}-units`}
              maxLength={ROUTINE_LIMITS.unitLength}
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
            />
            <datalist id={`${id}-units`}>
              {units.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          </div>
          <p className="form-help">Amounts logged in this unit by any of its habits add up.</p>
        </div>
      )}
      {tried && ruleProblem && (
        <p className="field__error" id={`${id}-rule-error`} role="alert">
          {ruleProblem}
        </p>
      )}

      <div className="routine-form__actions">
        {onDelete && (
          <button
            type="button"
            className="button button--ghost button--danger"
            onClick={() => press() && onDelete()}
          >
            {confirming ? 'Click again to delete' : 'Delete routine'}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {routine ? 'Save routine' : 'Create routine'}
        </button>
      </div>
    </form>
  );
}
