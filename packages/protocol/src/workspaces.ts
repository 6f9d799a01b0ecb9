import {
  GROUP_COLORS,
  GROUP_DESCRIPTION_MAX,
  GROUP_MESSAGES,
  GROUP_NAME_MAX,
  GROUP_ROLES,
  GROUP_TYPES,
  HABIT_CATEGORIES,
  HABIT_MESSAGES,
  HABIT_VISIBILITIES,
  INVITATION_DELIVERIES,
  INVITATION_STATUSES,
  INVITE_MESSAGE_MAX,
  INVITE_ROLES,
  PRIVACY_LEVELS,
  REMINDER_TIME_PATTERN,
  SHARE_PROGRESS_LEVELS,
  TARGET_UNITS,
} from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Email, IsoDateTime, ScheduleDays, Uuid } from './fields';
import { HabitDtoSchema } from './habits';
import { literals } from './literals';

/**
 * The workspace (group) endpoints of spec §7. Their answers put the payload beside `success`
 * (`{success, workspaces}`, `{success, workspace}`, `{success, invitation}`), which is what the
 * spec's group client reads, unlike the habit endpoints that nest it under `data`.
 */

export const WorkspaceTypeSchema = literals(
  GROUP_TYPES,
  'Group type must be personal, team, family, fitness, study or community',
);
export const WorkspaceRoleSchema = literals(GROUP_ROLES, 'Role must be owner, admin or member');
export const InviteRoleSchema = literals(INVITE_ROLES, 'Role must be member or admin');
export const InvitationStatusSchema = literals(
  INVITATION_STATUSES,
  'Status must be pending, accepted, declined, cancelled or expired',
);

const GroupColor = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  errorMessage: `Colour must be a hex colour such as ${GROUP_COLORS[0]}`,
});

const GroupName = Type.String({
  maxLength: GROUP_NAME_MAX,
  pattern: '\\S',
  errorMessage: {
    default: GROUP_MESSAGES.nameRequired,
    maxLength: `Group name must be at most ${GROUP_NAME_MAX} characters`,
  },
});

const GroupDescription = Type.String({
  maxLength: GROUP_DESCRIPTION_MAX,
  errorMessage: `Description must be at most ${GROUP_DESCRIPTION_MAX} characters`,
});

export const WorkspaceSettingsValuesSchema = Type.Object(
  {
    isPublic: Type.Boolean(),
    allowInvites: Type.Boolean(),
    requireApproval: Type.Boolean(),
    privacyLevel: literals(PRIVACY_LEVELS, 'privacyLevel must be invite-only, members-only or open'),
    allowMemberHabitCreation: Type.Boolean(),
    defaultHabitVisibility: literals(
      HABIT_VISIBILITIES,
      'defaultHabitVisibility must be public, progress-only, streaks-only or private',
    ),
  },
  { additionalProperties: false },
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

export const CreateWorkspaceBody = Type.Object(
  {
    name: GroupName,
    description: Type.Optional(GroupDescription),
    type: Type.Optional(WorkspaceTypeSchema),
    isPublic: Type.Optional(Type.Boolean()),
    color: Type.Optional(GroupColor),
  },
  { additionalProperties: false },
);
export type CreateWorkspaceBody = Static<typeof CreateWorkspaceBody>;

export const UpdateWorkspaceBody = Type.Object(
  {
    name: Type.Optional(GroupName),
    description: Type.Optional(GroupDescription),
    type: Type.Optional(WorkspaceTypeSchema),
    isPublic: Type.Optional(Type.Boolean()),
    color: Type.Optional(GroupColor),
    settings: Type.Optional(Type.Partial(WorkspaceSettingsValuesSchema, { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: { minProperties: 'Nothing to update' } },
);
export type UpdateWorkspaceBody = Static<typeof UpdateWorkspaceBody>;

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

export const UpdateMemberBody = Type.Object({ role: WorkspaceRoleSchema }, { additionalProperties: false });

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

const GroupHabitSchedule = Type.Object(
  {
    days: ScheduleDays,
    reminderEnabled: Type.Optional(Type.Boolean()),
    reminderTime: Type.Optional(
      Type.Union([Type.String({ pattern: REMINDER_TIME_PATTERN }), Type.Null()], {
        errorMessage: 'Reminder time must be HH:MM',
      }),
    ),
  },
  { additionalProperties: false },
);

const GroupHabitFields = {
  name: Type.String({
    maxLength: 200,
    pattern: '\\S',
    errorMessage: { default: HABIT_MESSAGES.nameRequired, maxLength: 'Name must be at most 200 characters' },
  }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  category: Type.Optional(
    literals(
      HABIT_CATEGORIES,
      'Category must be health, productivity, mindfulness, learning, social, hobby or other',
    ),
  ),
  icon: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  color: Type.Optional(GroupColor),
  isRequired: Type.Optional(Type.Boolean()),
  settings: Type.Optional(
    Type.Object(
      {
        defaultTarget: Type.Optional(
          Type.Object(
            {
              value: Type.Number({
                minimum: 1,
                maximum: 1_000_000,
                errorMessage: 'Target must be at least 1',
              }),
              unit: literals(TARGET_UNITS, 'Unit must be times, minutes, hours, pages, cups or steps'),
            },
            { additionalProperties: false },
          ),
        ),
        schedule: Type.Optional(GroupHabitSchedule),
      },
      { additionalProperties: false },
    ),
  ),
};

export const CreateGroupHabitBody = Type.Object(GroupHabitFields, { additionalProperties: false });
export type CreateGroupHabitBody = Static<typeof CreateGroupHabitBody>;

export const UpdateGroupHabitBody = Type.Object(
  { ...GroupHabitFields, name: Type.Optional(GroupHabitFields.name) },
  { additionalProperties: false, minProperties: 1, errorMessage: { minProperties: 'Nothing to update' } },
);
export type UpdateGroupHabitBody = Static<typeof UpdateGroupHabitBody>;

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
