import type { RangeFigures } from '../analytics-figures';
import { ANALYTICS_TEXTS, correlationDetail } from '../analytics-texts';

const MAX_PAIRS = 5;

/**
 * Which habits tend to be done on the same days, each with its strength and the number of days it
 * rests on, so a number drawn from two weeks is not mistaken for one drawn from three months.
 */
export function CorrelationsWidget({ figures, habitCount }: { figures: RangeFigures; habitCount: number }) {
  if (habitCount < 2) return <p className="empty-state">{ANALYTICS_TEXTS.needTwoHabits}</p>;
  const report = figures.correlations();
  if (report.tooLittleData) return <p className="empty-state">{ANALYTICS_TEXTS.tooLittleCorrelationData}</p>;
  const pairs = report.pairs.slice(0, MAX_PAIRS);
  return (
    <div className="correlations">
      <ul className="correlations__list">
        {pairs.map((pair) => (
          <li
            key={`${pair.a.id}|${pair.b.id}`}
            className={`correlations__item correlations__item--${pair.strength}`}
          >
            <span className="correlations__names">{`${pair.a.name} & ${pair.b.name}`}</span>
            {' — '}
            <span className="correlations__detail">{correlationDetail(pair)}</span>
          </li>
        ))}
      </ul>
      {report.tooFewDays > 0 && (
        <p className="analytics-muted analytics-small">
          {report.tooFewDays === 1 ? '1 pair has' : `${report.tooFewDays} pairs have`} fewer than{' '}
          {report.minDays} shared days and {report.tooFewDays === 1 ? 'is' : 'are'} not shown yet.
        </p>
      )}
    </div>
  );
}
