import {
  GROUP_COLORS,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_TYPE_INFO,
  GROUP_TYPES,
  type GroupType,
  groupNameError,
} from '@habitat/domain';
import { Settings2 } from 'lucide-react';
import { useId } from 'react';
// The colour swatches are the habit and Create Group dialogs' own: one look for every colour choice.
import { ColourSwatches } from '../../../ui/ColourSwatches';
import { InlineEditField } from './InlineEditField';
import { SettingsCard } from './SettingsCard';
import type { DraftErrors, SettingsDraft } from './settings-draft';

interface GeneralSettingsCardProps {
  draft: SettingsDraft;
  errors: DraftErrors;
  canEdit: boolean;
  update<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]): void;
}

/** Spec §2 Workspace settings, General Settings: name, description, type and colour. */
export function GeneralSettingsCard({ draft, errors, canEdit, update }: GeneralSettingsCardProps) {
  const id = useId();
  return (
    <SettingsCard title="General Settings" icon={Settings2}>
      <InlineEditField
        label="Name"
        value={draft.name}
        editable={canEdit}
        maxLength={GROUP_NAME_MAX}
        placeholder="Group name"
        validate={groupNameError}
        error={errors.name}
        onCommit={(text) => update('name', text)}
      />
      <InlineEditField
        label="Description"
        value={draft.description}
        editable={canEdit}
        multiline
        maxLength={GROUP_DESCRIPTION_MAX}
        placeholder="No description"
        onCommit={(text) => update('description', text)}
      />
      {/* A disabled fieldset keeps the choices visible to members while making them read-only. */}
      <fieldset className="workspace-settings__fieldset" disabled={!canEdit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            Group Type
          </label>
          <select
            id={`${id}-type`}
            className="input"
            value={draft.type}
            aria-describedby={`${id}-type-description`}
            onChange={(event) => update('type', event.target.value as GroupType)}
          >
            {GROUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {GROUP_TYPE_INFO[type].label}
              </option>
            ))}
          </select>
          <p id={`${id}-type-description`} className="workspace-settings__hint">
            {GROUP_TYPE_INFO[draft.type].description}
          </p>
        </div>
        <ColourSwatches
          colors={GROUP_COLORS}
          value={draft.color}
          onChange={(color) => update('color', color)}
          className="workspace-settings__fieldset"
        />
      </fieldset>
    </SettingsCard>
  );
}
