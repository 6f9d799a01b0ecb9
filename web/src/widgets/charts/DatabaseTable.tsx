import { displayIcon } from '@habitat/domain';
import { Check, Circle, Clock, type LucideIcon, Minus, Pause, SkipForward, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { DashboardData } from '../dashboard-data';
import { MonthSelect, NumberSelect, SegmentedControl } from './ChartControls';
import { completionTone, type DayState, yearAndMonth } from './chart-days';
import {
  type DatabaseFilters,
  type DatabaseViewType,
  DEFAULT_DATABASE_VIEW_TYPE,
  withMonth,
} from './chart-filters';
import {
  buildDatabaseGrid,
  describeCell,
  type GridCell,
  type GridRow,
  showsValue,
  VIEW_OPTIONS,
} from './database-grid';
import { weekOptions } from './period-options';
import './charts.css';

export interface DatabaseTableProps {
  data: DashboardData;
  filters: DatabaseFilters;
  onFiltersChange: (next: DatabaseFilters) => void;
  /**
   * Week or month view. Pass both `view` and `onViewChange` to keep it (spec §3 stores it under
   * dashboardDatabaseViewType); without them the table remembers it only while mounted.
   */
  view?: DatabaseViewType;
  onViewChange?: (view: DatabaseViewType) => void;
}

/** The database widget: habits × days, with every day's state in icon and words. */
export function DatabaseTable({ data, filters, onFiltersChange, view, onViewChange }: DatabaseTableProps) {
  const [localView, setLocalView] = useState<DatabaseViewType>(DEFAULT_DATABASE_VIEW_TYPE);
  const shownView = view ?? localView;
  const grid = useMemo(() => buildDatabaseGrid(data, filters, shownView), [data, filters, shownView]);
  const { year } = yearAndMonth(data.today);
  const weeks = useMemo(
    () => weekOptions(year, filters.selectedMonth, data.weekStartsOn),
    [year, filters.selectedMonth, data.weekStartsOn],
  );
  const captionId = useId();

  const changeView = (next: DatabaseViewType) => {
    setLocalView(next);
    onViewChange?.(next);
    // Coming back to the week view opens on this week when the month shown is the current one.
    if (next === 'week')
      onFiltersChange(withMonth(filters, filters.selectedMonth, data.today, data.weekStartsOn));
  };

  if (grid.rows.length === 0) {
    return (
      <div className="chart-widget">
        <p className="chart-empty">No habits yet. Add a habit to fill in this table.</p>
      </div>
    );
  }
  return (
    <div className="chart-widget">
      <div className="chart-controls">
        <SegmentedControl label="Table view" options={VIEW_OPTIONS} value={shownView} onChange={changeView} />
        <MonthSelect
          value={filters.selectedMonth}
          onChange={(month) => onFiltersChange(withMonth(filters, month, data.today, data.weekStartsOn))}
        />
        {shownView === 'week' && (
          <NumberSelect
            label="Week"
            options={weeks}
            value={grid.filters.period}
            onChange={(period) => onFiltersChange({ ...filters, period })}
          />
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a month of columns on a narrow screen */}
      <section className="db-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className={`db-table db-table--${shownView}`}>
          <caption id={captionId} className="db-table__caption">
            Habits, {grid.title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="db-table__habit">
                Habit
              </th>
              {grid.days.map((day) => (
                <th
                  key={day.date}
                  scope="col"
                  className="db-table__day"
                  aria-current={day.isToday ? 'date' : undefined}
                >
                  <abbr title={day.longLabel} className="db-table__weekday">
                    {day.weekday}
                  </abbr>
                  <span className="db-table__date">{day.day}</span>
                </th>
              ))}
              <th scope="col" className="db-table__total">
                Done
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <DatabaseRow key={row.habit.id} row={row} />
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function DatabaseRow({ row }: { row: GridRow }) {
  const { habit } = row;
  return (
    <tr>
      <th scope="row" className="db-table__habit">
        <span className="db-table__icon" aria-hidden="true">
          {displayIcon(habit)}
        </span>
        <span className="db-table__name">{habit.name}</span>
      </th>
      {row.cells.map((cell) => (
        <DatabaseCell key={cell.date} row={row} cell={cell} />
      ))}
      <td className="db-table__total">
        {row.percent === null ? (
          <span className="db-total db-total--none">—</span>
        ) : (
          <span className={`db-total db-total--${completionTone(row.percent)}`}>
            <span className="db-total__count">
              {row.done}/{row.due}
            </span>
            <span className="db-total__percent">{row.percent}%</span>
          </span>
        )}
      </td>
    </tr>
  );
}

const STATE_ICONS: Readonly<Record<DayState, LucideIcon>> = {
  done: Check,
  missed: X,
  pending: Clock,
  skipped: SkipForward,
  'not-scheduled': Minus,
  paused: Pause,
  future: Circle,
  'before-start': Minus,
};

function DatabaseCell({ row, cell }: { row: GridRow; cell: GridCell }) {
  const Icon = STATE_ICONS[cell.state];
  const label = describeCell(row.habit, cell);
  return (
    <td className={`db-cell db-cell--${cell.state}`}>
      <span role="img" aria-label={label} title={label} className="db-cell__mark">
        <Icon size={14} strokeWidth={2.5} aria-hidden="true" />
        {showsValue(row.habit, cell) && <span className="db-cell__value">{cell.value}</span>}
      </span>
    </td>
  );
}

export default DatabaseTable;
