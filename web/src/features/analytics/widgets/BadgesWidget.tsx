import { badgeShelf } from '@habitat/domain';
import { Award, Lock } from 'lucide-react';
import type { AnalyticsFigures, RangeFigures } from '../analytics-figures';
import { useRecordedBadges } from '../useRecordedBadges';

const earnedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Every badge, earned or still ahead; badge_earned notifications open this page (spec §2). */
export function BadgesWidget({ figures, range }: { figures: AnalyticsFigures; range: RangeFigures }) {
  const recorded = useRecordedBadges();
  let checkIns = 0;
  for (const entries of figures.input.entries.values()) {
    for (const entry of entries.values()) if (entry.completed) checkIns += 1;
  }
  const bestStreak = Math.max(0, ...range.habitRows().map((row) => row.bestStreak));
  const shelf = badgeShelf(recorded.badges ?? [], { checkIns, bestStreak });
  return (
    <div className="analytics-badges">
      <ul className="analytics-badges__list">
        {shelf.map((badge) => (
          <li
            key={badge.id}
            className={`analytics-badge${badge.earned ? ' analytics-badge--earned' : ''}`}
            aria-label={`${badge.title}: ${badge.earned ? 'earned' : 'not earned yet'}`}
          >
            {badge.earned ? <Award size={20} aria-hidden="true" /> : <Lock size={20} aria-hidden="true" />}
            <span className="analytics-badge__title">{badge.title}</span>
            <span className="analytics-badge__detail">
              {badge.earnedAt ? `Earned ${earnedOn.format(new Date(badge.earnedAt))}` : badge.description}
            </span>
          </li>
        ))}
      </ul>
      {recorded.unreachable && (
        <p className="analytics-muted">Offline: showing what this device's check-ins prove.</p>
      )}
    </div>
  );
}
