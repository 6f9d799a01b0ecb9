import { categoryOptions, normalizeCategory, percent, topHabits } from '@habitat/domain';
import { useId, useMemo } from 'react';
import type { AnalyticsFigures, RangeFigures } from '../analytics-figures';
import { ANALYTICS_TEXTS, categoryLabel, nothingDue } from '../analytics-texts';
import '../../../widgets/charts/charts.css';

interface TopHabitsWidgetProps {
  figures: AnalyticsFigures;
  range: RangeFigures;
  /** The stored choice, checked against the categories the habits use now. */
  storedCategory: unknown;
  onCategoryChange(category: string): void;
}

/** The five best habits by completion over the range, overall or within one category. */
export function TopHabitsWidget({ figures, range, storedCategory, onCategoryChange }: TopHabitsWidgetProps) {
  const selectId = useId();
  const options = useMemo(() => categoryOptions(figures.input.habits), [figures.input.habits]);
  const category = normalizeCategory(storedCategory, options);
  const rows = range.habitRows();
  const top = useMemo(() => topHabits(rows, category), [rows, category]);

  if (figures.input.habits.length === 0) return <p className="empty-state">{ANALYTICS_TEXTS.noHabits}</p>;
  return (
    <div className="top-habits">
      <div className="chart-select">
        <label htmlFor={selectId} className="chart-select__label">
          Category
        </label>
        <select
          id={selectId}
          className="input chart-select__input"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {categoryLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {top.length === 0 ? (
        <p className="empty-state">{nothingDue(range.range)}</p>
      ) : (
        <ol className="top-habits__list">
          {top.map((row) => (
            <li key={row.habitId} className="top-habits__item">
              <span className="top-habits__name">
                <span className="analytics-dot" style={{ backgroundColor: row.color }} aria-hidden="true" />
                <span aria-hidden="true">{row.icon}</span> {row.name}
              </span>
              <span className="top-habits__rate">{percent(row.rate)}</span>
              <span className="top-habits__bar" aria-hidden="true">
                <span
                  className="top-habits__fill"
                  style={{ width: `${Math.round((row.rate ?? 0) * 100)}%`, backgroundColor: row.color }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
