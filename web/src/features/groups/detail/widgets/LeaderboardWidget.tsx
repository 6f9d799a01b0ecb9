import { DEFAULT_PROGRESS_RANGE, type MemberFigures, type ProgressRange } from '@habitat/protocol';
import { Flame, Pause } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { FigureValue } from '../../progress/FigureValue';
import { LEADERBOARD_RANGES, type LeaderboardRow, leaderboardRows } from '../../progress/leaderboard';
import { awayMembers, localLeaderboard } from '../../progress/local-figures';
import { OwnRowNote } from '../../progress/OwnRowNote';
import '../../progress/progress.css';

interface LeaderboardWidgetProps {
  /** The group ranks its members (issue 31: opt-in); off, they are listed by name. */
  competition: boolean;
  figures: MemberFigures[];
  ownFigures: MemberFigures | null;
  viewerId: string | undefined;
}

/**
 * The group's members ranked over 7, 30 or 90 days by consistency (done of due, paused and resting
 * days left out, each member's days by their own zone); the viewer's row stands out. A member away
 * is listed after the ranked, unranked; a group that does not compete lists everyone by name.
 * Every range comes with the device's copy of the group (issue 31): switching works offline, at once.
 */
export function LeaderboardWidget({ competition, figures, ownFigures, viewerId }: LeaderboardWidgetProps) {
  const [range, setRange] = useState<ProgressRange>(DEFAULT_PROGRESS_RANGE);
  const ranked = useMemo(
    () => localLeaderboard(figures, ownFigures, viewerId, range),
    [figures, ownFigures, viewerId, range],
  );
  const rules = useMemo(() => ({ competition, away: awayMembers(figures) }), [competition, figures]);
  return (
    <div className="progress-widget">
      <SegmentedControl
        label="Leaderboard range"
        options={LEADERBOARD_RANGES}
        value={range}
        onChange={setRange}
      />
      {!competition && (
        <p className="progress-note">
          This group doesn’t compete: members are listed by name, not ranked. Owners and admins can turn
          ranking on in the group’s settings.
        </p>
      )}
      {ranked.length === 0 ? (
        <p className="empty-state">No member data available yet</p>
      ) : (
        <ol className="leaderboard">
          {leaderboardRows(ranked, viewerId, range, rules).map((row) => (
            <LeaderboardItem key={row.id} row={row} />
          ))}
        </ol>
      )}
    </div>
  );
}

function LeaderboardItem({ row }: { row: LeaderboardRow }) {
  return (
    <li className={`leaderboard__row${row.isYou ? ' leaderboard__row--you' : ''}`}>
      {/* One sentence for screen readers; the visual row below splits it into columns. */}
      <span className="visually-hidden">{row.summary}</span>
      <span className="leaderboard__visual" aria-hidden="true">
        <span className={`leaderboard__rank${row.medal ? ' leaderboard__rank--medal' : ''}`}>
          {row.medal ?? row.rankText}
        </span>
        <span className="leaderboard__main">
          <span className="leaderboard__head">
            <span className="leaderboard__name">
              {row.name}
              {row.isYou && <span className="progress-you"> (You)</span>}
            </span>
            <span className="leaderboard__percent">
              <FigureValue figure={row.completion} />
            </span>
          </span>
          <span className="progress-bar">
            {row.bar && (
              <span
                className={`progress-bar__fill progress-bar__fill--${row.bar.tone}`}
                style={{ width: `${row.bar.percent}%` }}
              />
            )}
          </span>
          {row.fraction && <span className="progress-fraction">{row.fraction}</span>}
          {row.away && (
            <span className="progress-away">
              <Pause size={13} aria-hidden="true" /> {row.away}
            </span>
          )}
          <span className="leaderboard__figures">
            <span className="leaderboard__figure">
              <span className="leaderboard__label">Streak</span>
              {row.streak.note === null && <Flame size={14} className="progress-flame" />}
              <FigureValue figure={row.streak} />
            </span>
            <span className="leaderboard__figure">
              <span className="leaderboard__label">Entries</span>
              <FigureValue figure={row.entries} />
            </span>
          </span>
        </span>
      </span>
      {row.privacyNote && <OwnRowNote note={row.privacyNote} />}
    </li>
  );
}
