import { type GroupSettingsValues, type GroupType, groupNameError } from '@habitat/domain';
import type { UpdateWorkspaceBody, Workspace } from '@habitat/protocol';

/**
 * The editable part of a group as the settings screen holds it until 'Save Settings'. Saving
 * sends only what differs from the stored group, so two managers editing different fields do
 * not overwrite each other's changes.
 */
export interface SettingsDraft {
  name: string;
  description: string;
  type: GroupType;
  color: string;
  settings: GroupSettingsValues;
}

export type SettingKey = keyof GroupSettingsValues;

export function draftFrom(group: Workspace): SettingsDraft {
  return {
    name: group.name,
    description: group.description,
    type: group.type,
    color: group.color,
    settings: { ...group.settings },
  };
}

/** Every setting, once: a setting added to the group's values fails to compile until it is here. */
const SETTINGS_LISTED: { readonly [K in SettingKey]: true } = {
  isPublic: true,
  allowInvites: true,
  requireApproval: true,
  privacyLevel: true,
  allowMemberHabitCreation: true,
  defaultHabitVisibility: true,
  competition: true,
  awayAfterDays: true,
};
const SETTING_KEYS = Object.keys(SETTINGS_LISTED) as SettingKey[];

/** The update body for what the draft changed; empty when nothing did. */
export function changesFrom(group: Workspace, draft: SettingsDraft): UpdateWorkspaceBody {
  const body: UpdateWorkspaceBody = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (name !== group.name) body.name = name;
  if (description !== group.description) body.description = description;
  if (draft.type !== group.type) body.type = draft.type;
  if (draft.color.toLowerCase() !== group.color.toLowerCase()) body.color = draft.color;

  const changed = SETTING_KEYS.filter((key) => draft.settings[key] !== group.settings[key]);
  if (changed.length > 0) {
    body.settings = Object.fromEntries(
      changed.map((key) => [key, draft.settings[key]]),
    ) as Partial<GroupSettingsValues>;
  }
  // The list's public badge reads the top-level flag: keep both readings of "public" in step.
  if (draft.settings.isPublic !== group.settings.isPublic) body.isPublic = draft.settings.isPublic;
  return body;
}

/**
 * The draft after the group changed under it (a pull brought another admin's change, issue 31):
 * each field the person has not touched (still as the draft's base had it) follows the group; each
 * they edited keeps their edit. So a save sends only what this person changed, and never puts back
 * what someone else changed meanwhile.
 */
export function rebaseDraft(draft: SettingsDraft, before: Workspace, now: Workspace): SettingsDraft {
  const was = draftFrom(before);
  const next = draftFrom(now);
  const follow = <T>(mine: T, base: T, theirs: T): T => (mine === base ? theirs : mine);
  return {
    name: follow(draft.name, was.name, next.name),
    description: follow(draft.description, was.description, next.description),
    type: follow(draft.type, was.type, next.type),
    color: follow(draft.color, was.color, next.color),
    settings: Object.fromEntries(
      SETTING_KEYS.map((key) => [key, follow(draft.settings[key], was.settings[key], next.settings[key])]),
    ) as unknown as GroupSettingsValues,
  };
}

export interface DraftErrors {
  name?: string;
}

export function draftErrors(draft: SettingsDraft): DraftErrors {
  const name = groupNameError(draft.name);
  return name ? { name } : {};
}
