import { displayIcon, PRESET_COLORS } from '@habitat/domain';
import { useId } from 'react';
import { ColourSwatches } from '../ui/ColourSwatches';
import { ICON_GROUPS, ICONS_SHOWN_PER_GROUP } from '../ui/habit-style-choices';
import type { HabitDraft, UpdateDraft } from './habit-draft';

interface StyleTabProps {
  draft: HabitDraft;
  update: UpdateDraft;
}

/**
 * Spec §2 Habit dialog, Style: icon and colour pickers with a live preview. Both pickers are native
 * radio groups, so arrow keys, focus and the checked state come from the browser.
 */
export function StyleTab({ draft, update }: StyleTabProps) {
  const id = useId();
  return (
    <>
      <div className="habit-dialog__preview">
        <span className="field__label">Preview</span>
        <div className="habit-dialog__preview-row">
          <span
            className="habit-dialog__preview-icon"
            style={{ backgroundColor: draft.color }}
            aria-hidden="true"
          >
            {displayIcon({
              icon: draft.icon,
              name: draft.name.trim() || 'New Habit',
              category: draft.category,
            })}
          </span>
          <span className="habit-dialog__preview-name">{draft.name.trim() || 'New Habit'}</span>
        </div>
      </div>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Icon</legend>
        {ICON_GROUPS.map((group) => (
          <fieldset key={group.id} className="habit-dialog__fieldset habit-dialog__icon-group">
            <legend className="habit-dialog__group-label">{group.label}</legend>
            <div className="choices">
              {group.icons.slice(0, ICONS_SHOWN_PER_GROUP).map((icon) => (
                <label key={icon} className="choice">
                  <input
                    type="radio"
                    name={`${id}-icon`}
                    value={icon}
                    className="visually-hidden"
                    aria-label={`Icon ${icon}`}
                    checked={draft.icon === icon}
                    onChange={() => update('icon', icon)}
                  />
                  <span className="habit-dialog__icon" aria-hidden="true">
                    {icon}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <ColourSwatches
        colors={PRESET_COLORS}
        value={draft.color}
        onChange={(color) => update('color', color)}
        className="field habit-dialog__fieldset"
      />
    </>
  );
}
