import {
  INVITATION_DELIVERIES,
  INVITATION_STATUSES,
  INVITE_MESSAGE_MAX,
  INVITE_ROLES,
  SHARE_PROGRESS_LEVELS,
} from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Email, IsoDateTime, Uuid } from './fields';
import { WorkspaceRoleSchema, WorkspaceSettingsValuesSchema, WorkspaceTypeSchema } from './group-writes';
import { HabitDtoSchema } from './habits';
import { literals } from './literals';

/**
 * The workspace (group) endpoints of spec §7. Their answers put the payload beside `success`
 * (`{success, workspaces}`, `{success, workspace}`, `{success, invitation}`), which is what the
 * spec's group client reads, unlike the habit endpoints that nest it under `data`.
 */

export const InviteRoleSchema = literals(INVITE_ROLES, 'Role must be member or admin');
export const InvitationStatusSchema = literals(
  INVITATION_STATUSES,
  'Status must be pending, accepted, declined, cancelled or expired',
);

export const MemberUserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
});

export const WorkspaceMemberSchema = Type.Object({
  userId: MemberUserSchema,
  role: WorkspaceRoleSchema,
  joinedAt: Type.String(),
});
export type WorkspaceMember = Static<typeof WorkspaceMemberSchema>;

/** What the groups list and the sidebar show: counts, not the member list. */
export const WorkspaceSummarySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: WorkspaceTypeSchema,
  isPublic: Type.Boolean(),
  color: Type.String(),
  memberCount: Type.Integer(),
  habitCount: Type.Integer(),
  /** Percent of this week's due check-ins done so far by the members; null when none were due. */
  weeklyProgress: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * What weeklyProgress is of: check-ins done and due from the first day of the viewer's week to
   * their today (their time zone and week start); null when none were due.
   */
  weeklyFigures: Type.Union([
    Type.Object({
      completed: Type.Integer(),
      due: Type.Integer(),
      startDate: Type.String(),
      endDate: Type.String(),
    }),
    Type.Null(),
  ]),
  currentUserRole: WorkspaceRoleSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WorkspaceSummary = Static<typeof WorkspaceSummarySchema>;

export const WorkspaceSchema = Type.Object({
  ...WorkspaceSummarySchema.properties,
  settings: WorkspaceSettingsValuesSchema,
  members: Type.Array(WorkspaceMemberSchema),
});
export type Workspace = Static<typeof WorkspaceSchema>;

export const WorkspaceIdParams = Type.Object({ id: Uuid });
export const MemberParams = Type.Object({ id: Uuid, memberId: Uuid });
export const InvitationParams = Type.Object({ id: Uuid, invitationId: Uuid });
export const TokenParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', errorMessage: 'Invitation not found' }),
});

export const InviteBody = Type.Object(
  {
    email: Email,
    role: Type.Optional(InviteRoleSchema),
    message: Type.Optional(
      Type.String({
        maxLength: INVITE_MESSAGE_MAX,
        errorMessage: `Message must be at most ${INVITE_MESSAGE_MAX} characters`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

export const InvitationsQuery = Type.Object(
  { status: Type.Optional(InvitationStatusSchema) },
  { additionalProperties: false },
);

/** An invitation as its workspace's managers see it (never with its token). */
export const SentInvitationSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  role: InviteRoleSchema,
  status: InvitationStatusSchema,
  message: Type.String(),
  invitedBy: Type.Object({ name: Type.String() }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  /**
   * The link to pass on, for the group's admins: present while the invitation is pending, null once
   * it is answered, or for one whose link cannot be given again (made before links were kept).
   */
  link: Type.Union([Type.String(), Type.Null()]),
});
export type SentInvitation = Static<typeof SentInvitationSchema>;

/** An invitation as its link shows it, to anyone holding the token. */
export const InvitationSchema = Type.Object({
  token: Type.String(),
  status: InvitationStatusSchema,
  email: Type.String(),
  role: InviteRoleSchema,
  message: Type.String(),
  workspace: Type.Object({
    id: Type.String(),
    name: Type.String(),
    type: WorkspaceTypeSchema,
    description: Type.String(),
  }),
  invitedBy: Type.Object({ name: Type.String() }),
  expiresAt: IsoDateTime,
});
export type Invitation = Static<typeof InvitationSchema>;

export const WorkspaceListResponse = Type.Object({
  success: Type.Literal(true),
  workspaces: Type.Array(WorkspaceSummarySchema),
});
export const WorkspaceResponse = Type.Object({
  success: Type.Literal(true),
  workspace: WorkspaceSchema,
  message: Type.Optional(Type.String()),
});
export const MembersResponse = Type.Object({
  success: Type.Literal(true),
  members: Type.Array(WorkspaceMemberSchema),
});
export const MemberResponse = Type.Object({
  success: Type.Literal(true),
  member: WorkspaceMemberSchema,
  message: Type.String(),
});
export const SentInvitationResponse = Type.Object({
  success: Type.Literal(true),
  invitation: SentInvitationSchema,
  delivery: literals(INVITATION_DELIVERIES, 'Unknown delivery'),
  message: Type.String(),
});
export const SentInvitationsResponse = Type.Object({
  success: Type.Literal(true),
  invitations: Type.Array(SentInvitationSchema),
});
export const InvitationResponse = Type.Object({ success: Type.Literal(true), invitation: InvitationSchema });
export const AcceptInvitationResponse = Type.Object({
  success: Type.Literal(true),
  workspace: Type.Object({ id: Type.String(), _id: Type.String(), name: Type.String() }),
  message: Type.String(),
});

/** A group habit as the group lists it (its adoption and editing arrive with group habits). */
export const GroupHabitSchema = Type.Object({
  _id: Type.String(),
  workspaceId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  icon: Type.String(),
  color: Type.String(),
  isRequired: Type.Boolean(),
  /** Who added it: with admins and owners, the one member who may edit or delete it. */
  createdBy: Type.Union([Type.String(), Type.Null()]),
  adoptedBy: Type.Array(Type.String()),
  settings: Type.Object({
    defaultTarget: Type.Object({ value: Type.Number(), unit: Type.String() }),
    schedule: Type.Object({
      days: Type.Array(Type.Integer()),
      reminderEnabled: Type.Boolean(),
      reminderTime: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type GroupHabit = Static<typeof GroupHabitSchema>;

export const GroupHabitsResponse = Type.Object({
  success: Type.Literal(true),
  habits: Type.Array(GroupHabitSchema),
});

export const GroupHabitParams = Type.Object({ habitId: Uuid });
export const AdoptParams = Type.Object({ id: Uuid, habitId: Uuid });

export const AdoptBody = Type.Object(
  {
    personalSettings: Type.Optional(
      Type.Object(
        {
          shareProgress: Type.Optional(
            literals(
              SHARE_PROGRESS_LEVELS,
              'shareProgress must be full, progress-only, streaks-only or private',
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const GroupHabitResponse = Type.Object({
  success: Type.Literal(true),
  habit: GroupHabitSchema,
  message: Type.Optional(Type.String()),
});

export const AdoptResponse = Type.Object({
  success: Type.Literal(true),
  habit: HabitDtoSchema,
  message: Type.String(),
});

export const MemberHabitsResponse = Type.Object({
  success: Type.Literal(true),
  habits: Type.Array(HabitDtoSchema),
});
