import { shortMonthDay } from '@habitat/domain';
import type { WorkspaceSummary } from '@habitat/protocol';
import { ArrowRight, Globe, ListChecks, Lock, Users } from 'lucide-react';
import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router';
import { habitCountLabel, memberCountLabel, weeklyFraction, weeklyPercent } from './group-summary';
import { groupTypeIcon } from './group-type-icon';

/**
 * One group on the groups list (spec §2): the whole card is the link to the group. The link is
 * named by its content, so what a speech-input user sees on the card is what they can say.
 */
export function GroupCard({ group }: { group: WorkspaceSummary }) {
  const id = useId();
  const Icon = groupTypeIcon(group.type);
  const percent = weeklyPercent(group.weeklyProgress);
  const fraction = weeklyFraction(group.weeklyFigures);
  const accent = { '--group-color': group.color } as CSSProperties;
  return (
    <li className="group-card-item">
      <Link to={`/app/groups/${group._id}`} className="group-card" style={accent} data-testid="group-card">
        <div className="group-card__top">
          <span className="group-card__icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          {group.isPublic ? (
            <span className="group-card__visibility">
              <Globe size={14} aria-hidden="true" />
              Public
            </span>
          ) : (
            <span className="group-card__visibility">
              <Lock size={14} aria-hidden="true" />
              Private
            </span>
          )}
        </div>
        <h2 className="group-card__name">{group.name}</h2>
        <div className="group-card__details">
          {group.description && <p className="group-card__description">{group.description}</p>}
          <p className="group-card__counts">
            <span>
              <Users size={16} aria-hidden="true" />
              {memberCountLabel(group.memberCount)}
            </span>
            <span>
              <ListChecks size={16} aria-hidden="true" />
              {habitCountLabel(group.habitCount)}
            </span>
          </p>
          {percent !== null && (
            <div className="group-card__progress">
              <div className="group-card__progress-label">
                <span id={`${id}-week`}>This week</span>
                <span>{percent}%</span>
              </div>
              <div
                className="group-card__bar"
                role="progressbar"
                aria-labelledby={`${id}-week`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={fraction ? `${percent}%, ${fraction}` : `${percent}%`}
              >
                <span className="group-card__bar-fill" style={{ width: `${percent}%` }} />
              </div>
              {fraction && <p className="group-card__progress-detail">{fraction}</p>}
            </div>
          )}
        </div>
        <div className="group-card__footer">
          <span>Updated {shortMonthDay(group.updatedAt)}</span>
          <span className="group-card__open" aria-hidden="true">
            Open
            <ArrowRight size={16} />
          </span>
        </div>
      </Link>
    </li>
  );
}
