import {
  AWAY_AFTER_DAYS_BOUNDS,
  GROUP_COLORS,
  GROUP_DESCRIPTION_MAX,
  GROUP_MESSAGES,
  GROUP_NAME_MAX,
  GROUP_ROLES,
  GROUP_TYPES,
  HABIT_CATEGORIES,
  HABIT_MESSAGES,
  HABIT_VISIBILITIES,
  PRIVACY_LEVELS,
  REMINDER_TIME_PATTERN,
  TARGET_UNITS,
} from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { ScheduleDays } from './fields';
import { literals } from './literals';

/**
 * What a group's owners, admins and members write to it: the bodies of the group routes (spec §7)
 * and, inside named mutations, the same fields a device queues offline (issue 31). Apart from the
 * group's answers (workspaces.ts), so that mutations.ts can use them without importing the habit
 * records those answers carry.
 */

export const WorkspaceTypeSchema = literals(
  GROUP_TYPES,
  'Group type must be personal, team, family, fitness, study or community',
);

export const WorkspaceRoleSchema = literals(GROUP_ROLES, 'Role must be owner, admin or member');

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
    competition: Type.Boolean(),
    awayAfterDays: Type.Integer({
      minimum: AWAY_AFTER_DAYS_BOUNDS.min,
      maximum: AWAY_AFTER_DAYS_BOUNDS.max,
      errorMessage: `awayAfterDays must be a whole number of days from ${AWAY_AFTER_DAYS_BOUNDS.min} to ${AWAY_AFTER_DAYS_BOUNDS.max}`,
    }),
  },
  { additionalProperties: false },
);

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

export const UpdateMemberBody = Type.Object({ role: WorkspaceRoleSchema }, { additionalProperties: false });

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
