import { type GroupRole, type GroupSettingsValues, isManager } from './groups';

/**
 * Who may add and change a group's habits (spec §6, issue 16). Admins and owners always may; with
 * 'Members can create habits' on, members add habits too. A habit belongs to the group, but the
 * member who added it may still edit or delete it, as its admins may: turning the setting off stops
 * new habits, not the care of the ones already added. The server enforces this; the screens read it
 * to show only the buttons that work.
 */

export function canAddGroupHabit(
  role: GroupRole,
  settings: Pick<GroupSettingsValues, 'allowMemberHabitCreation'>,
): boolean {
  return isManager(role) || settings.allowMemberHabitCreation;
}

export function canEditGroupHabit(
  role: GroupRole,
  viewerId: string | undefined,
  createdBy: string | null,
): boolean {
  return isManager(role) || (viewerId !== undefined && createdBy !== null && createdBy === viewerId);
}

export const GROUP_HABIT_RIGHTS_MESSAGES = {
  addRefused: 'Only group admins and owners can add habits to this group',
  editRefused: 'Only the member who added this habit, or an admin or owner, can change it',
} as const;
