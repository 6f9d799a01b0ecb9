import { displayIcon } from '@habitat/domain';
import { Check, Pencil, Plus, ShieldCheck, Target } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTapWord } from '../../../ui/useTapWord';
import { targetText } from '../detail/group-detail-texts';
import type { GroupHabitRow as Row } from './adoption';

interface GroupHabitRowProps {
  row: Row;
  canEdit: boolean;
  onAdopt(): void;
  onEdit(): void;
}

/**
 * One group habit (spec §2 Group Habits): an un-adopted habit is a button that opens the Adopt
 * dialog; an adopted one shows a check, 'Adopted' and a link to the viewer's privacy settings for
 * their copy. Whoever may change the habit (an admin or owner, or the member who added it) gets an
 * edit button.
 */
export function GroupHabitRow({ row, canEdit, onAdopt, onEdit }: GroupHabitRowProps) {
  const { habit, adopted, privacyPath } = row;
  const tapWord = useTapWord();
  const body = (
    <>
      <span
        className="group-habit-row__icon"
        style={{ '--habit-color': habit.color } as CSSProperties}
        aria-hidden="true"
      >
        {displayIcon(habit)}
      </span>
      <span className="group-habit-row__text">
        <span className="group-habit-row__name">
          {habit.name}
          {habit.isRequired && <span className="group-habit-row__required">Required</span>}
        </span>
        {habit.description && <span className="group-habit-row__description">{habit.description}</span>}
        <span className="group-habit-row__meta">
          <span className="group-habit-row__target">
            <Target size={14} aria-hidden="true" />
            <span className="visually-hidden">Default target: </span>
            {targetText(habit.settings.defaultTarget)}
          </span>
          {adopted ? (
            <span className="group-habit-row__status group-habit-row__status--adopted">
              <Check size={14} strokeWidth={3} aria-hidden="true" /> Adopted
            </span>
          ) : (
            <span className="group-habit-row__status">
              <Plus size={14} aria-hidden="true" /> {tapWord} to adopt
            </span>
          )}
        </span>
      </span>
    </>
  );
  return (
    <li className={`group-habit-row${adopted ? ' group-habit-row--adopted' : ''}`}>
      {adopted ? (
        <div className="group-habit-row__main">{body}</div>
      ) : (
        <button
          type="button"
          className="group-habit-row__main group-habit-row__main--button"
          onClick={onAdopt}
        >
          {body}
        </button>
      )}
      {(privacyPath || canEdit) && (
        <span className="group-habit-row__actions">
          {adopted && privacyPath && (
            <Link
              to={privacyPath}
              className="group-habit-row__privacy"
              aria-label={`Privacy settings for ${habit.name}`}
            >
              <ShieldCheck size={14} aria-hidden="true" /> Privacy
            </Link>
          )}
          {canEdit && (
            <button
              type="button"
              className="icon-button group-habit-row__edit"
              aria-label={`Edit ${habit.name}`}
              title={`Edit ${habit.name}`}
              onClick={onEdit}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
