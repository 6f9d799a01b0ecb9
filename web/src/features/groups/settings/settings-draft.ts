import { groupNameError, type WorkspaceSettingsValues, type WorkspaceType } from '@habitat/domain';
import type { UpdateWorkspaceBody, Workspace } from '@habitat/protocol';

/**
 * The editable part of a workspace as the settings screen holds it until 'Save Settings'. Saving
 * sends only what differs from the stored workspace, so two managers editing different fields do
 * not overwrite each other's changes.
 */
export interface SettingsDraft {
  name: string;
  description: string;
  type: WorkspaceType;
  color: string;
  settings: WorkspaceSettingsValues;
}

export type SettingKey = keyof WorkspaceSettingsValues;

export function draftFrom(workspace: Workspace): SettingsDraft {
  return {
    name: workspace.name,
    description: workspace.description,
    type: workspace.type,
    color: workspace.color,
    settings: { ...workspace.settings },
  };
}

const SETTING_KEYS: readonly SettingKey[] = [
  'isPublic',
  'allowInvites',
  'requireApproval',
  'privacyLevel',
  'allowMemberHabitCreation',
  'defaultHabitVisibility',
];

/** The update body for what the draft changed; empty when nothing did. */
export function changesFrom(workspace: Workspace, draft: SettingsDraft): UpdateWorkspaceBody {
  const body: UpdateWorkspaceBody = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (name !== workspace.name) body.name = name;
  if (description !== workspace.description) body.description = description;
  if (draft.type !== workspace.type) body.type = draft.type;
  if (draft.color.toLowerCase() !== workspace.color.toLowerCase()) body.color = draft.color;

  const changed = SETTING_KEYS.filter((key) => draft.settings[key] !== workspace.settings[key]);
  if (changed.length > 0) {
    body.settings = Object.fromEntries(
      changed.map((key) => [key, draft.settings[key]]),
    ) as Partial<WorkspaceSettingsValues>;
  }
  // The list's public badge reads the top-level flag: keep both readings of "public" in step.
  if (draft.settings.isPublic !== workspace.settings.isPublic) body.isPublic = draft.settings.isPublic;
  return body;
}

export interface DraftErrors {
  name?: string;
}

export function draftErrors(draft: SettingsDraft): DraftErrors {
  const name = groupNameError(draft.name);
  return name ? { name } : {};
}
