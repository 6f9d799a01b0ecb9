import {
  approvalShown,
  type GroupSettingsValues,
  type HabitVisibility,
  PRIVACY_LEVEL_EFFECTS,
  type PrivacyLevel,
  settingLocks,
} from '@habitat/domain';
import { privacyNote } from '../create/group-form';

/**
 * Labels and one-line explanations for the Privacy & Visibility widget. The spec names the settings
 * but not their words; the public/private lines are the Create Group dialog's own (spec §2). What
 * each setting does, and which one another makes moot, is the domain's join policy (issue 16).
 */
interface Option {
  label: string;
  description: string;
}

export const PRIVACY_LEVEL_OPTIONS: Readonly<Record<PrivacyLevel, Option>> = {
  'invite-only': { label: 'Invite only', description: PRIVACY_LEVEL_EFFECTS['invite-only'] },
  'members-only': { label: 'Members only', description: PRIVACY_LEVEL_EFFECTS['members-only'] },
  open: { label: 'Open', description: PRIVACY_LEVEL_EFFECTS.open },
};

export const HABIT_VISIBILITY_OPTIONS: Readonly<Record<HabitVisibility, Option>> = {
  public: { label: 'Public', description: 'Members see the habit, its entries and its streaks.' },
  'progress-only': { label: 'Progress only', description: 'Members see completion progress only.' },
  'streaks-only': { label: 'Streaks only', description: 'Members see streaks only.' },
  private: { label: 'Private', description: 'Other members see nothing of the habit.' },
};

type ToggleKey = 'isPublic' | 'allowInvites' | 'requireApproval' | 'allowMemberHabitCreation';

/** The switches besides "Who can join" (which decides isPublic and requireApproval, issue 27). */
export const TOGGLES: readonly ('allowInvites' | 'allowMemberHabitCreation')[] = [
  'allowInvites',
  'allowMemberHabitCreation',
];

export const TOGGLE_LABELS: Readonly<Record<ToggleKey, string>> = {
  isPublic: 'Public group',
  allowInvites: 'Admins can invite',
  requireApproval: 'Require approval',
  allowMemberHabitCreation: 'Members can create habits',
};

/** The explanation under a toggle; the public one says what the current choice means. */
export function toggleDescription(key: ToggleKey, settings: GroupSettingsValues): string {
  switch (key) {
    case 'isPublic':
      return privacyNote(!settings.isPublic);
    case 'allowInvites':
      return settings.allowInvites
        ? 'Admins and owners can invite people by email.'
        : 'Only owners can invite people by email; admins cannot.';
    case 'requireApproval':
      return settings.requireApproval
        ? 'An admin or owner accepts each person who asks to join through the link.'
        : 'People who open the link join at once.';
    case 'allowMemberHabitCreation':
      return 'Members, not only admins and owners, add habits to the group, and may edit the ones they added.';
  }
}

export type LockableSetting = 'requireApproval' | 'privacyLevel';

/**
 * Why a setting cannot be chosen right now, when another decides it (the domain's `settingLocks`);
 * null when it is free. The screen disables it and shows this instead of its usual explanation.
 */
export function lockReason(key: LockableSetting, settings: GroupSettingsValues): string | null {
  const lock = settingLocks(settings)[key];
  if (lock === 'private') {
    return key === 'privacyLevel'
      ? 'A private group is joined by invitation only. Make it public to choose what its link offers.'
      : 'A private group is joined by invitation only: nobody asks to join.';
  }
  if (lock === 'invite-only') {
    return 'In an invite-only group an admin or owner accepts everyone who asks. Choose Members only or Open to let people join at once.';
  }
  return null;
}

/** The toggle's state as it works: on when an invite-only group approves every request anyway. */
export function toggleChecked(key: ToggleKey, settings: GroupSettingsValues): boolean {
  return key === 'requireApproval' ? approvalShown(settings) : settings[key];
}
