import { useMemo } from 'react';
import type { RangeFigures } from '../analytics-figures';
import { ANALYTICS_TEXTS, countOf, peakSentence } from '../analytics-texts';
import { bandHeadings, buildPunchCard } from './punch-card';

const HEADINGS = bandHeadings();

/** When in the week check-ins are made: weekdays by parts of the day, busier cells darker. */
export function TimeOfWeekWidget({ figures }: { figures: RangeFigures }) {
  const pattern = figures.checkIns();
  const rows = useMemo(() => buildPunchCard(pattern), [pattern]);

  const backfilled =
    pattern.backfilled > 0
      ? `${countOf(pattern.backfilled, 'check-in')} logged on a later day ${pattern.backfilled === 1 ? 'is' : 'are'} left out, as their time of day is not known.`
      : '';
  if (pattern.total === 0) {
    return (
      <div className="punch-card">
        <p className="empty-state">{ANALYTICS_TEXTS.noCheckIns}</p>
        {backfilled && <p className="analytics-muted analytics-small">{backfilled}</p>}
      </div>
    );
  }
  return (
    <div className="punch-card">
      {pattern.peak && <p className="punch-card__peak">{peakSentence(pattern.peak)}</p>}
      <table className="punch-card__table">
        <caption className="visually-hidden">Check-ins by day of the week and time of day</caption>
        <thead>
          <tr>
            <td />
            {HEADINGS.map((heading) => (
              <th key={heading.id} scope="col">
                <span className="punch-card__band">{heading.label}</span>
                <span className="punch-card__hours">{heading.hours}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekday}>
              <th scope="row">{row.short}</th>
              {row.cells.map((cell) => (
                <td
                  key={cell.band}
                  className={`punch-card__cell punch-card__cell--level-${cell.level}`}
                  title={cell.label}
                >
                  {cell.count > 0 ? cell.count : ''}
                  {cell.count === 0 && <span className="visually-hidden">0</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="analytics-muted analytics-small">
        {countOf(pattern.total, 'check-in')} in this range, by the time they were made. {backfilled}
      </p>
    </div>
  );
}
