import {
  GROUP_COLORS,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_TYPE_INFO,
  GROUP_TYPES,
} from '@habitat/domain';
import { type CSSProperties, useId } from 'react';
import { ColourSwatches } from '../../../ui/ColourSwatches';
import { TextField } from '../../../ui/TextField';
import { groupTypeIcon } from '../list/group-type-icon';
import { type GroupForm, type GroupFormErrors, privacyNote } from './group-form';

export type UpdateGroupForm = <K extends keyof GroupForm>(key: K, value: GroupForm[K]) => void;

interface PanelProps {
  form: GroupForm;
  update: UpdateGroupForm;
}

/** Details: name (required), description (3 rows) and the group type with what each type is for. */
export function DetailsPanel({ form, update, errors }: PanelProps & { errors: GroupFormErrors }) {
  const id = useId();
  return (
    <>
      <TextField
        label="Group Name"
        name="name"
        value={form.name}
        onChange={(name) => update('name', name)}
        error={errors.name}
        required
        maxLength={GROUP_NAME_MAX}
        placeholder="e.g. Morning Runners"
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          className="input"
          rows={3}
          maxLength={GROUP_DESCRIPTION_MAX}
          value={form.description}
          placeholder="What is this group about?"
          onChange={(event) => update('description', event.target.value)}
        />
      </div>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Group Type</legend>
        <div className="create-group__types">
          {GROUP_TYPES.map((type) => {
            const Icon = groupTypeIcon(type);
            const info = GROUP_TYPE_INFO[type];
            return (
              <label key={type} className="habit-dialog__status create-group__type">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={form.type === type}
                  aria-labelledby={`${id}-${type}-name`}
                  aria-describedby={`${id}-${type}-description`}
                  onChange={() => update('type', type)}
                />
                <Icon size={20} aria-hidden="true" className="create-group__type-icon" />
                <span>
                  <span id={`${id}-${type}-name`} className="habit-dialog__status-label">
                    {info.label}
                  </span>
                  <span id={`${id}-${type}-description`} className="habit-dialog__status-description">
                    {info.description}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}

/** Appearance: a live preview of the group's card and the eight group colours. */
export function AppearancePanel({ form, update }: PanelProps) {
  const Icon = groupTypeIcon(form.type);
  const description = form.description.trim();
  return (
    <>
      <div className="habit-dialog__preview">
        <span className="field__label">Preview</span>
        <div className="create-group__preview" style={{ '--group-color': form.color } as CSSProperties}>
          <span className="create-group__preview-icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <span className="create-group__preview-text">
            <span className="create-group__preview-name">{form.name.trim() || 'New Group'}</span>
            <span className="create-group__preview-type">{GROUP_TYPE_INFO[form.type].label}</span>
            {description && <span className="create-group__preview-description">{description}</span>}
          </span>
        </div>
      </div>
      <ColourSwatches
        colors={GROUP_COLORS}
        value={form.color}
        onChange={(color) => update('color', color)}
        className="field habit-dialog__fieldset"
      />
    </>
  );
}

/** Settings: the Private Group switch and what it means for joining (spec §2 words). */
export function SettingsPanel({ form, update }: PanelProps) {
  const id = useId();
  return (
    <div className="create-group__privacy">
      <label className="create-group__switch">
        <input
          type="checkbox"
          role="switch"
          checked={form.isPrivate}
          aria-checked={form.isPrivate}
          aria-describedby={`${id}-note`}
          onChange={(event) => update('isPrivate', event.target.checked)}
        />
        <span className="create-group__switch-track" aria-hidden="true" />
        <span className="create-group__switch-label">Private Group</span>
      </label>
      <p id={`${id}-note`} className="habit-dialog__note" aria-live="polite">
        {privacyNote(form.isPrivate)}
      </p>
    </div>
  );
}
