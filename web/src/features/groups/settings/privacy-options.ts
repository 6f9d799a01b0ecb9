import type { HabitVisibility, PrivacyLevel, WorkspaceSettingsValues } from '@habitat/domain';
import { privacyNote } from '../create/group-form';

/**
 * Labels and one-line explanations for the Privacy & Visibility widget. The spec names the settings
 * but not their words; the public/private lines are the Create Group dialog's own (spec §2).
 */
interface Option {
  label: string;
  description: string;
}

export const PRIVACY_LEVEL_OPTIONS: Readonly<Record<PrivacyLevel, Option>> = {
  'invite-only': { label: 'Invite only', description: 'People join only with an invitation.' },
  'members-only': {
    label: 'Members only',
    description: 'Only members can see the group, its habits and its activity.',
  },
  open: { label: 'Open', description: 'Anyone with the link can see the group and join it.' },
};

export const HABIT_VISIBILITY_OPTIONS: Readonly<Record<HabitVisibility, Option>> = {
  public: { label: 'Public', description: 'Members see the habit, its entries and its streaks.' },
  'progress-only': { label: 'Progress only', description: 'Members see completion progress only.' },
  'streaks-only': { label: 'Streaks only', description: 'Members see streaks only.' },
  private: { label: 'Private', description: 'Other members see nothing of the habit.' },
};

type ToggleKey = 'isPublic' | 'allowInvites' | 'requireApproval' | 'allowMemberHabitCreation';

export const TOGGLES: readonly ToggleKey[] = [
  'isPublic',
  'allowInvites',
  'requireApproval',
  'allowMemberHabitCreation',
];

export const TOGGLE_LABELS: Readonly<Record<ToggleKey, string>> = {
  isPublic: 'Public group',
  allowInvites: 'Allow invitations',
  requireApproval: 'Require approval',
  allowMemberHabitCreation: 'Members can create habits',
};

/** The explanation under a toggle; the public one says what the current choice means. */
export function toggleDescription(key: ToggleKey, settings: WorkspaceSettingsValues): string {
  switch (key) {
    case 'isPublic':
      return privacyNote(!settings.isPublic);
    case 'allowInvites':
      return 'New people can be invited to the group by email.';
    case 'requireApproval':
      return 'An admin or owner approves each request to join before it takes effect.';
    case 'allowMemberHabitCreation':
      return 'Members, not only admins and owners, may add habits to the group.';
  }
}
