import { DEFAULT_PROGRESS_RANGE, type MemberFigures, type MemberRef } from '@habitat/protocol';
import { ChevronDown, ChevronUp, Flame, HandHeart, Pause } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { initialOf } from '../../../../ui/member-display';
import { FigureValue } from '../../progress/FigureValue';
import { awayMembers, localMemberProgress } from '../../progress/local-figures';
import { type MemberProgressRow, memberProgressView } from '../../progress/member-progress';
import { OwnRowNote } from '../../progress/OwnRowNote';
import '../../progress/progress.css';

interface MemberProgressWidgetProps {
  /** What the group sees of each member, and the viewer's own numbers, as this device holds them. */
  figures: MemberFigures[];
  ownFigures: MemberFigures | null;
  viewerId: string | undefined;
  onEncourage(member: MemberRef): void;
}

/**
 * Spec §2 Member Progress: each member's completion, streak, entries and habits, as far as their
 * share levels reveal them; another member can be encouraged from their row, offline too. Read from
 * the device's copy of the group (issue 31), over the default range.
 */
export function MemberProgressWidget({
  figures,
  ownFigures,
  viewerId,
  onEncourage,
}: MemberProgressWidgetProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const range = DEFAULT_PROGRESS_RANGE;
  const items = useMemo(
    () => localMemberProgress(figures, ownFigures, viewerId, range),
    [figures, ownFigures, viewerId],
  );
  const away = useMemo(() => awayMembers(figures), [figures]);
  const view = memberProgressView(items, viewerId, expanded, range, away);
  return (
    <div className="progress-widget">
      {view.rows.length === 0 ? (
        <p className="empty-state">No member data available yet</p>
      ) : (
        <>
          <ul className="member-progress" id={listId}>
            {view.rows.map((row) => (
              <MemberProgressItemRow key={row.member._id} row={row} onEncourage={onEncourage} />
            ))}
          </ul>
          {view.toggle && (
            <button
              type="button"
              className="button button--outline button--sm progress-more"
              aria-expanded={view.toggle.expanded}
              aria-controls={listId}
              onClick={() => setExpanded((current) => !current)}
            >
              {view.toggle.expanded ? (
                <ChevronUp size={16} aria-hidden="true" />
              ) : (
                <ChevronDown size={16} aria-hidden="true" />
              )}
              {view.toggle.label}
            </button>
          )}
        </>
      )}
    </div>
  );
}

interface RowProps {
  row: MemberProgressRow;
  onEncourage(member: MemberRef): void;
}

function MemberProgressItemRow({ row, onEncourage }: RowProps) {
  return (
    <li className={`member-progress__row${row.isYou ? ' member-progress__row--you' : ''}`}>
      <div className="member-progress__head">
        <span className="member-progress__avatar" aria-hidden="true">
          {initialOf({ name: row.name, email: '' })}
        </span>
        <span className="member-progress__name">
          {row.name}
          {row.isYou && <span className="progress-you"> (You)</span>}
        </span>
        <span className="member-progress__percent">
          <span className="visually-hidden">Completion: </span>
          <FigureValue figure={row.completion} />
        </span>
        {row.encourageLabel && (
          <button
            type="button"
            className="button button--outline button--sm member-progress__encourage"
            aria-label={row.encourageLabel}
            title={row.encourageLabel}
            onClick={() => onEncourage(row.member)}
          >
            <HandHeart size={16} aria-hidden="true" />
            <span className="member-progress__encourage-text">Encourage</span>
          </button>
        )}
      </div>
      <div className="progress-bar" aria-hidden="true">
        {row.bar && (
          <span
            className={`progress-bar__fill progress-bar__fill--${row.bar.tone}`}
            style={{ width: `${row.bar.percent}%` }}
          />
        )}
      </div>
      {row.fraction && <p className="progress-fraction member-progress__fraction">{row.fraction}</p>}
      {row.away && (
        <p className="progress-away">
          <Pause size={13} aria-hidden="true" /> {row.away}
        </p>
      )}
      <dl className="member-progress__stats">
        <div className="member-progress__stat">
          <dt>Streak</dt>
          <dd>
            {row.streak.note === null && <Flame size={14} aria-hidden="true" className="progress-flame" />}
            <FigureValue figure={row.streak} />
          </dd>
        </div>
        <div className="member-progress__stat">
          <dt>Entries</dt>
          <dd>
            <FigureValue figure={row.entries} />
          </dd>
        </div>
        <div className="member-progress__stat">
          <dt>Habits tracked</dt>
          <dd>{row.habitsTracked}</dd>
        </div>
      </dl>
      {row.privacyNote && <OwnRowNote note={row.privacyNote} />}
    </li>
  );
}
