import {
  AUTH_MESSAGES,
  DAY_START_MESSAGE,
  DAY_START_PATTERN,
  EMAIL_PATTERN_SOURCE,
  HABIT_MESSAGES,
  MAX_LIST_ORDER,
  MORE_REMINDER_TIMES_MAX,
  PAUSE_MESSAGES,
  PROFILE_NAME_MAX,
  REMINDER_TIME_PATTERN,
  ROUTINE_LIMITS,
  ROUTINE_MESSAGES,
  TARGET_KINDS,
  TARGET_PERIODS,
  TIME_ZONE_MESSAGE,
  WEEK_START_MESSAGE,
} from '@habitat/domain';
import { Type } from 'typebox';
import { literals } from './literals';

/**
 * Field schemas reused across routes. `errorMessage` (one text, or one per failed keyword with a
 * default) is read by the server's validation error formatter, so a bad field answers with the same
 * words the forms show.
 */
export const Email = Type.String({
  pattern: EMAIL_PATTERN_SOURCE,
  maxLength: 254,
  errorMessage: { default: AUTH_MESSAGES.emailInvalid, maxLength: 'Email must be at most 254 characters' },
});

/** Long passwords are allowed, but not so long that hashing one becomes a denial of service. */
export const Password = Type.String({
  minLength: 1,
  maxLength: 256,
  errorMessage: {
    default: AUTH_MESSAGES.passwordRequired,
    maxLength: 'Password must be at most 256 characters',
  },
});

export const PersonName = Type.String({
  minLength: 1,
  maxLength: PROFILE_NAME_MAX,
  pattern: '\\S',
  errorMessage: {
    default: 'Name is required',
    maxLength: `Name must be at most ${PROFILE_NAME_MAX} characters`,
  },
});

export const Theme = Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('auto')], {
  errorMessage: 'Theme must be light, dark or auto',
});

export const WeekStartsOn = Type.Integer({ minimum: 0, maximum: 6, errorMessage: WEEK_START_MESSAGE });

export const DayStartsAt = Type.String({ pattern: DAY_START_PATTERN, errorMessage: DAY_START_MESSAGE });

export const TimeZone = Type.String({
  minLength: 1,
  maxLength: 64,
  errorMessage: TIME_ZONE_MESSAGE,
});

export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  errorMessage: 'Must be a valid id',
});

export const IsoDateTime = Type.String({ format: 'date-time' });

/** A local calendar day, YYYY-MM-DD (the calendar check happens in the handler). */
export const DateKey = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Dates must be YYYY-MM-DD',
});

export const HlcString = Type.String({
  pattern: '^\\d{15}:\\d{5}:[A-Za-z0-9-]{1,64}$',
  errorMessage: 'Not a valid HLC timestamp',
});

/** 32 random bytes in base64url: an invitation's or a password reset's token. */
export const LinkToken = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  errorMessage: 'This link is not valid',
});

const SCHEDULE_DAYS_MESSAGE = 'Schedule days must be whole numbers from 0 (Sunday) to 6 (Saturday)';

/**
 * A habit's days, personal or of a group, on every path that takes them (a form, the REST API, a
 * sync mutation, an import): at least one, as the habit form asks (spec §5), each 0 to 6.
 */
export const ScheduleDays = Type.Array(
  Type.Integer({ minimum: 0, maximum: 6, errorMessage: SCHEDULE_DAYS_MESSAGE }),
  {
    minItems: 1,
    maxItems: 7,
    errorMessage: { default: SCHEDULE_DAYS_MESSAGE, minItems: HABIT_MESSAGES.daysRequired },
  },
);

const closed = { additionalProperties: false } as const;

/** A habit's pause (domain pauses.ts PauseEntry): a stretch of days, or a planned rest. */
export const PauseEntrySchema = Type.Union(
  [
    Type.Object(
      {
        kind: Type.Literal('span'),
        from: DateKey,
        until: Type.Union([DateKey, Type.Null()], { errorMessage: PAUSE_MESSAGES.invalidDate }),
      },
      closed,
    ),
    Type.Object(
      {
        kind: Type.Literal('rest'),
        rule: Type.Union(
          [
            Type.Object(
              {
                kind: Type.Literal('weekly'),
                weekdays: Type.Array(
                  Type.Integer({ minimum: 0, maximum: 6, errorMessage: PAUSE_MESSAGES.invalidWeekday }),
                  { minItems: 1, maxItems: 7, errorMessage: { minItems: PAUSE_MESSAGES.noWeekday } },
                ),
              },
              closed,
            ),
            Type.Object(
              {
                kind: Type.Literal('monthly-weekend'),
                weekend: Type.Union(
                  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(-1)],
                  { errorMessage: PAUSE_MESSAGES.invalidWeekend },
                ),
              },
              closed,
            ),
          ],
          { errorMessage: 'A planned rest is weekly or one weekend a month' },
        ),
      },
      closed,
    ),
  ],
  { errorMessage: 'A pause is a span of days or a planned rest' },
);

/** A time of day, HH:MM. */
export const ReminderTime = Type.String({
  pattern: REMINDER_TIME_PATTERN,
  errorMessage: 'Reminder time must be HH:MM',
});

/** Times a habit's reminder also rings at (issue 30): HH:MM each, at most four. */
export const MoreReminderTimes = Type.Array(ReminderTime, {
  maxItems: MORE_REMINDER_TIMES_MAX,
  errorMessage: {
    default: 'Reminder times must be HH:MM',
    maxItems: `A habit can have at most ${MORE_REMINDER_TIMES_MAX + 1} reminder times`,
  },
});

/**
 * A routine's rule (domain routines.ts RoutineRule): none, all, any N, or a total in a unit. Only
 * its shape is checked here; its numbers are judged by the domain's routineRuleProblem, which says
 * what is wrong with them in the form's words ("A routine needs at least 1 habit done").
 */
export const RoutineRuleSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('none') }, closed),
    Type.Object({ kind: Type.Literal('all') }, closed),
    Type.Object({ kind: Type.Literal('any'), count: Type.Number() }, closed),
    Type.Object(
      {
        kind: Type.Literal('total'),
        amount: Type.Number(),
        unit: Type.String({ maxLength: ROUTINE_LIMITS.unitLength }),
      },
      closed,
    ),
  ],
  { errorMessage: ROUTINE_MESSAGES.ruleInvalid },
);

/** A place in a list (domain list-order.ts). */
export const ListOrder = Type.Number({
  minimum: -MAX_LIST_ORDER,
  maximum: MAX_LIST_ORDER,
  errorMessage: 'A place in the list is a number',
});

/** "At least" or "at most" (a limit, issue 30). */
export const TargetKindSchema = literals(TARGET_KINDS, 'target kind must be at-least or at-most');
/** What a limit counts over. */
export const TargetPeriodSchema = literals(TARGET_PERIODS, 'target period must be day or week');
