import type {
  GroupHabit,
  JoinRequest,
  SentInvitation,
  Workspace,
  WorkspaceMember,
  WorkspaceSummary,
} from '@habitat/protocol';
import type { WorkspaceHabitRow, WorkspaceRow } from '../db/schema';
import { type MemberRow, settingsOf } from '../repositories/group-repository';
import type { GroupSummaryRow, WeekFigures, WeekSoFar } from '../repositories/group-summary-repository';
import type { InvitationWithNames } from '../repositories/invitation-repository';
import type { PendingRequestRow } from '../repositories/join-request-repository';

/** A group's summary; `week` is the viewer's week so far, which its weekly numbers cover. */
export function toSummaryDto(
  row: GroupSummaryRow,
  weekly: WeekFigures | null,
  week: WeekSoFar,
): WorkspaceSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    isPublic: row.is_public,
    color: row.color,
    memberCount: row.member_count,
    habitCount: row.habit_count,
    weeklyProgress: weekly?.percent ?? null,
    weeklyFigures: weekly && {
      completed: weekly.completed,
      due: weekly.due,
      startDate: week.from,
      endDate: week.to,
    },
    currentUserRole: row.role,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toMemberDto(row: MemberRow): WorkspaceMember {
  return {
    userId: { _id: row.user_id, name: row.name, email: row.email, avatar: row.avatar },
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
  };
}

export function toGroupDto(summary: WorkspaceSummary, group: WorkspaceRow, members: MemberRow[]): Workspace {
  return { ...summary, settings: settingsOf(group), members: members.map(toMemberDto) };
}

export function toSentInvitationDto(row: InvitationWithNames, link: string | null): SentInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    message: row.message,
    invitedBy: { name: row.inviter_name ?? 'A former member' },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    link,
  };
}

export function toGroupHabitDto(row: WorkspaceHabitRow, adoptedBy: string[] = []): GroupHabit {
  return {
    _id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    description: row.description,
    category: row.category,
    icon: row.icon,
    color: row.color,
    isRequired: row.is_required,
    createdBy: row.created_by,
    adoptedBy,
    settings: {
      defaultTarget: { value: row.target_value, unit: row.target_unit },
      schedule: {
        days: row.schedule_days,
        reminderEnabled: row.reminder_enabled,
        reminderTime: row.reminder_time,
      },
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A waiting join request as the group's owners and admins see it. */
export function toJoinRequestDto(row: PendingRequestRow): JoinRequest {
  return {
    _id: row.id,
    user: { _id: row.user_id, name: row.name, email: row.email, avatar: row.avatar },
    status: 'pending',
    createdAt: row.created_at.toISOString(),
  };
}
