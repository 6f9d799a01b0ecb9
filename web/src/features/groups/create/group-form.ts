import {
  DEFAULT_GROUP_COLOR,
  DEFAULT_GROUP_TYPE,
  GROUP_COLORS,
  GROUP_TYPES,
  type GroupType,
  groupNameError,
} from '@habitat/domain';
import type { CreateWorkspaceBody } from '@habitat/protocol';

/**
 * The Create Group dialog's form (spec §2, §3 Create-group form, §5 Create group). The person
 * chooses "Private Group"; the payload says isPublic, its inverse, so a group is public unless
 * the toggle is turned on.
 */
export interface GroupForm {
  name: string;
  description: string;
  type: GroupType;
  color: string;
  isPrivate: boolean;
}

export function emptyGroupForm(): GroupForm {
  return {
    name: '',
    description: '',
    type: DEFAULT_GROUP_TYPE,
    color: DEFAULT_GROUP_COLOR,
    isPrivate: false,
  };
}

const PRIVACY_NOTES = {
  private: 'Members need an invitation to join. You can control who has access.',
  public: 'Anyone with the link can request to join your group.',
} as const;

/** What a private or public group means for joining (spec §2); the settings screen says the same. */
export function privacyNote(isPrivate: boolean): string {
  return isPrivate ? PRIVACY_NOTES.private : PRIVACY_NOTES.public;
}

export interface GroupFormErrors {
  name?: string;
}

export function validateGroupForm(form: GroupForm): GroupFormErrors {
  const name = groupNameError(form.name);
  return name ? { name } : {};
}

/** Create stays disabled while saving or while the name is blank (spec §5). */
export function canSubmitGroup(form: GroupForm, saving: boolean): boolean {
  return !saving && form.name.trim() !== '';
}

export function groupPayload(form: GroupForm): CreateWorkspaceBody {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    type: (GROUP_TYPES as readonly string[]).includes(form.type) ? form.type : DEFAULT_GROUP_TYPE,
    isPublic: !form.isPrivate,
    color: (GROUP_COLORS as readonly string[]).includes(form.color) ? form.color : DEFAULT_GROUP_COLOR,
  };
}

/** Shown in the dialog when creating fails, beside the console log the spec asks for (§8). */
export function createGroupErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return `Failed to create group: ${message || 'Please try again.'}`;
}
