import { type Static, type TSchema, Type } from 'typebox';
import { EncouragementSchema } from './encouragements';
import {
  ActivitySchema,
  MemberRefSchema,
  MemberStatsSchema,
  type ProgressRange,
  SharedHabitSchema,
} from './group-progress';
import { WorkspaceSettingsValuesSchema, WorkspaceTypeSchema } from './group-writes';
import { JoinRequestSchema } from './join-requests';
import { GroupHabitSchema, WorkspaceMemberSchema } from './workspaces';

/**
 * A group as a sync scope (issue 31, ARCHITECTURE §4 `g:<workspaceId>`): what a member's device
 * holds of each of their groups, pulled with the same cursors, pages, resets and tombstones as
 * personal data. The server decides, row by row and member by member, what each one may see; these
 * are the shapes the rows travel in. Each kind's record is the shape the group's REST answers give
 * it, so a screen reads the same thing from the device as it did from the server.
 */

/** The group itself, as every member sees it: no per-viewer figures, no member list. */
export const GroupInfoSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: WorkspaceTypeSchema,
  isPublic: Type.Boolean(),
  color: Type.String(),
  settings: WorkspaceSettingsValuesSchema,
  memberCount: Type.Integer(),
  habitCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type GroupInfo = Static<typeof GroupInfoSchema>;

/** What the group sees of one member over one range: their habits, totals and place. */
export const RangeFiguresSchema = Type.Object({
  /** Competition rank among the members the group sees (1, 1, 3), by the leaderboard's rule. */
  rank: Type.Integer(),
  stats: MemberStatsSchema,
  habits: Type.Array(SharedHabitSchema),
});
export type RangeFigures = Static<typeof RangeFiguresSchema>;

/**
 * What the group sees of one member's numbers (issue 31): the member progress and the leaderboard
 * over each range, at the member's sharing levels, computed by the server as its REST answers are.
 * A member who does not share their dashboard with the group has no row.
 */
export const MemberFiguresSchema = Type.Object({
  member: MemberRefSchema,
  /** The member's today when these were computed (their zone and day start). */
  today: Type.String(),
  /**
   * Away (issue 31): no check-in the group sees for the group's number of days, since `since`; such
   * a member leaves the ranking until they check in. Null while active. Optional: a row computed
   * before it existed reads as active.
   */
  away: Type.Optional(Type.Union([Type.Object({ since: Type.String() }), Type.Null()])),
  /**
   * "Who's left today": the habits due on the member's today and not done yet, of those whose
   * progress the group sees (full or progress-only); a paused or resting day is not due. Optional:
   * a row computed before it existed reads as none.
   */
  openToday: Type.Optional(
    Type.Array(
      Type.Object({
        _id: Type.String(),
        groupHabitId: Type.Union([Type.String(), Type.Null()]),
        name: Type.String(),
        icon: Type.String(),
        color: Type.String(),
        /** Its person takes encouragements on it ('Allow Encouragements'): a cheer can go. */
        allowsCheers: Type.Optional(Type.Boolean()),
      }),
    ),
  ),
  ranges: Type.Object({ '7d': RangeFiguresSchema, '30d': RangeFiguresSchema, '90d': RangeFiguresSchema }),
});
export type MemberFigures = Static<typeof MemberFiguresSchema>;
// The ranges above are the progress ranges, no more and no fewer.
const everyRange: [keyof MemberFigures['ranges']] extends [ProgressRange]
  ? [ProgressRange] extends [keyof MemberFigures['ranges']]
    ? true
    : never
  : never = true;
void everyRange;

/**
 * The kinds of row a group scope holds, each with the record it carries. Declared once: the
 * server's projections, the pull's check and the device's store are all keyed by this list, and the
 * compiler refuses a kind left out of any of them.
 */
export const GROUP_RECORD_SCHEMAS = {
  group: GroupInfoSchema,
  member: WorkspaceMemberSchema,
  habit: GroupHabitSchema,
  activity: ActivitySchema,
  encouragement: EncouragementSchema,
  joinRequest: JoinRequestSchema,
  figures: MemberFiguresSchema,
  /** The member's own real numbers in the group, whatever they share: seen by them alone. */
  ownFigures: MemberFiguresSchema,
} as const satisfies Record<string, TSchema>;

export type GroupRecordKind = keyof typeof GROUP_RECORD_SCHEMAS;
/** In the order a pull sends the rows of one version. */
export const GROUP_RECORD_KINDS = Object.keys(GROUP_RECORD_SCHEMAS) as GroupRecordKind[];
export type GroupRecordData<K extends GroupRecordKind> = Static<(typeof GROUP_RECORD_SCHEMAS)[K]>;

const recordOf = <K extends GroupRecordKind>(kind: K) =>
  Type.Object(
    {
      scope: Type.String({ maxLength: 80 }),
      kind: Type.Literal(kind),
      key: Type.String({ maxLength: 200 }),
      /** Null: the row is gone (a tombstone), or the member may no longer see it. */
      data: Type.Union([GROUP_RECORD_SCHEMAS[kind] as (typeof GROUP_RECORD_SCHEMAS)[K], Type.Null()]),
    },
    { additionalProperties: false },
  );

export const GroupRecordSchema = Type.Union([
  recordOf('group'),
  recordOf('member'),
  recordOf('habit'),
  recordOf('activity'),
  recordOf('encouragement'),
  recordOf('joinRequest'),
  recordOf('figures'),
  recordOf('ownFigures'),
]);
/** One row of a group scope as a pull sends it. */
export type GroupRecord = Static<typeof GroupRecordSchema>;
// The union above names every kind: a kind added to GROUP_RECORD_SCHEMAS alone fails here.
const everyKind: [GroupRecordKind] extends [GroupRecord['kind']] ? true : never = true;
void everyKind;
