import { DEFAULT_PROGRESS_RANGE, type ProgressRange } from '@habitat/protocol';
import { Flame, Pause } from 'lucide-react';
import { useState } from 'react';
import { useLeaderboard } from '../../../../api/group-progress-queries';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { FigureValue } from '../../progress/FigureValue';
import { LEADERBOARD_RANGES, type LeaderboardRow, leaderboardRows } from '../../progress/leaderboard';
import { OwnRowNote } from '../../progress/OwnRowNote';
import { ServedContent } from '../../progress/ServedContent';
import '../../progress/progress.css';

/** The group's members ranked over 7, 30 or 90 days; the viewer's row stands out. */
export function LeaderboardWidget({ groupId, viewerId }: { groupId: string; viewerId: string | undefined }) {
  const [range, setRange] = useState<ProgressRange>(DEFAULT_PROGRESS_RANGE);
  // Keyed by range: one range's ranks never show under another's switch.
  const board = useLeaderboard(groupId, range);
  return (
    <div className="progress-widget" aria-busy={board.loading}>
      <SegmentedControl
        label="Leaderboard range"
        options={LEADERBOARD_RANGES}
        value={range}
        onChange={setRange}
      />
      <ServedContent
        resource={board}
        loadingText="Loading leaderboard..."
        errorTitle="Failed to load the leaderboard"
      >
        {(ranked) => {
          if (ranked.length === 0) return <p className="empty-state">No member data available yet</p>;
          return (
            <ol className="leaderboard">
              {leaderboardRows(ranked, viewerId, range).map((row) => (
                <LeaderboardItem key={row.id} row={row} />
              ))}
            </ol>
          );
        }}
      </ServedContent>
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
