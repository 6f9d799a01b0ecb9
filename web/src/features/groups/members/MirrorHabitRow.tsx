import { type DateKey, displayIcon, type EntryRecord } from '@habitat/domain';
import { Check, Flame, ListChecks, Lock, Minus, Pause, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { habitPrivacyPath } from '../habits/adoption';
import type { MirrorHabitView } from './mirror-habit';
import { type FigureText, figureTexts, habitTag } from './mirror-texts';
import { type MirrorDay, mirrorWeek } from './mirror-week';

interface MirrorHabitRowProps {
  item: MirrorHabitView;
  entries: ReadonlyMap<DateKey, EntryRecord> | undefined;
  today: DateKey;
  weekStartsOn: number;
  /** The first day the group knows of this habit: the served range's, or its later adoption. */
  knownFrom: DateKey;
  /** Your own mirror: each habit links to where you choose what it shares. */
  isSelf: boolean;
}

/** One habit of the mirror's list: what it is, its shared numbers and, when shared, this week. */
export function MirrorHabitRow({
  item,
  entries,
  today,
  weekStartsOn,
  knownFrom,
  isSelf,
}: MirrorHabitRowProps) {
  const { habit, sharesEntries } = item;
  const figures = figureTexts(item.figures, item.countsFrom);
  const tag = habitTag(item);
  return (
    <li className="mirror-habit" style={{ borderLeftColor: habit.color }} data-testid="mirror-habit">
      <div className="mirror-habit__main">
        <span className="mirror-habit__icon" style={{ borderColor: habit.color }} aria-hidden="true">
          {displayIcon(habit)}
        </span>
        <span className="mirror-habit__text">
          <span className="mirror-habit__name">{habit.name}</span>
          {habit.description && <span className="mirror-habit__description">{habit.description}</span>}
          {isSelf && (
            <Link
              className="mirror-habit__privacy"
              to={habitPrivacyPath(habit.id)}
              aria-label={`Change what the group sees of ${habit.name}`}
            >
              <Lock size={12} aria-hidden="true" /> Change what the group sees
            </Link>
          )}
        </span>
        <span className={`mirror-habit__tag mirror-habit__tag--${tag.toLowerCase()}`}>{tag}</span>
      </div>

      <dl className="mirror-habit__figures">
        <Figure
          label="Completion"
          icon={<Percent size={14} aria-hidden="true" />}
          text={figures.completion}
        />
        <Figure label="Current streak" icon={<Flame size={14} aria-hidden="true" />} text={figures.streak} />
        <Figure
          label="Total entries"
          icon={<ListChecks size={14} aria-hidden="true" />}
          text={figures.total}
        />
      </dl>
      {sharesEntries && (
        <WeekStrip name={habit.name} days={mirrorWeek(habit, entries, today, weekStartsOn, knownFrom)} />
      )}
    </li>
  );
}

function Figure({ label, icon, text }: { label: string; icon: ReactNode; text: FigureText }) {
  return (
    <div className="mirror-habit__figure">
      <dt className="mirror-habit__figure-label">
        {icon} {label}
      </dt>
      <dd className="mirror-habit__figure-value">
        {text.note ? (
          <>
            <span aria-hidden="true">{text.value}</span>
            <span className="mirror-habit__figure-note">{text.note}</span>
          </>
        ) : (
          text.value
        )}
        {text.detail && <span className="mirror-habit__figure-detail">{text.detail}</span>}
      </dd>
    </div>
  );
}

/** Read-only marks, not buttons: nothing on a mirror can change the member's data. */
function WeekStrip({ name, days }: { name: string; days: readonly MirrorDay[] }) {
  return (
    <ul className="mirror-week" aria-label={`${name} this week`}>
      {days.map((day) => (
        <li
          key={day.date}
          className={`mirror-week__day mirror-week__day--${day.status}${day.isToday ? ' mirror-week__day--today' : ''}`}
        >
          <span aria-hidden="true">{day.letter}</span>
          <span className="mirror-week__mark" aria-hidden="true">
            {day.status === 'done' && <Check size={12} />}
            {day.status === 'skipped' && <Minus size={12} />}
            {day.status === 'paused' && <Pause size={12} />}
          </span>
          <span className="visually-hidden">{day.label}</span>
        </li>
      ))}
    </ul>
  );
}
