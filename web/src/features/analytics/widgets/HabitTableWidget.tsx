import { type HabitTableRow, percent, type RoutineTableRow } from '@habitat/domain';
import type { RangeFigures } from '../analytics-figures';
import { ANALYTICS_TEXTS, countOf, nothingDue } from '../analytics-texts';

/**
 * Every habit's check-ins and completion over the range, with its current and best streak; then
 * each routine with a rule, by the same measures (issue 30: its days done of those it asked).
 */
export function HabitTableWidget({ figures }: { figures: RangeFigures }) {
  const rows = figures.habitRows();
  const routineRows = figures.routineRows();
  if (rows.length === 0) return <p className="empty-state">{ANALYTICS_TEXTS.noHabits}</p>;
  if (rows.every((row) => row.due === 0)) return <p className="empty-state">{nothingDue(figures.range)}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways, and a keyboard must be able to scroll it
    <section className="analytics-table__scroll" aria-label="Habit performance table" tabIndex={0}>
      <table className="analytics-table">
        <caption className="visually-hidden">Completion and streaks by habit and by routine</caption>
        <thead>
          <tr>
            <th scope="col">Habit</th>
            <th scope="col">Done</th>
            <th scope="col">Completion</th>
            <th scope="col">Current streak</th>
            <th scope="col">Best streak</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <HabitRow key={row.habitId} row={row} />
          ))}
        </tbody>
        {routineRows.length > 0 && (
          <tbody>
            <tr>
              <th scope="colgroup" colSpan={5} className="analytics-table__group">
                Routines
              </th>
            </tr>
            {routineRows.map((row) => (
              <RoutineRow key={row.routineId} row={row} />
            ))}
          </tbody>
        )}
      </table>
    </section>
  );
}

function HabitRow({ row }: { row: HabitTableRow }) {
  return (
    <tr>
      <th scope="row" className="analytics-table__habit">
        <span className="analytics-dot" style={{ backgroundColor: row.color }} aria-hidden="true" />
        <span aria-hidden="true">{row.icon}</span> {row.name}
      </th>
      <td>
        {row.completed} of {row.due}
      </td>
      <td>
        <span className="analytics-rate">{percent(row.rate)}</span>
      </td>
      <td>{countOf(row.currentStreak, 'day')}</td>
      <td>{countOf(row.bestStreak, 'day')}</td>
    </tr>
  );
}

function RoutineRow({ row }: { row: RoutineTableRow }) {
  return (
    <tr data-testid="routine-row">
      <th scope="row" className="analytics-table__habit">
        {row.name}
      </th>
      <td>
        {row.done} of {row.due} {row.due === 1 ? 'day' : 'days'}
      </td>
      <td>
        <span className="analytics-rate">{percent(row.rate)}</span>
      </td>
      <td>{countOf(row.currentStreak, 'day')}</td>
      <td>{countOf(row.bestStreak, 'day')}</td>
    </tr>
  );
}
