import { type Static, type TSchema, Type } from 'typebox';
import { Ok } from './envelope';
import { Uuid } from './fields';
import { GroupRecordSchema } from './group-records';
import { MAX_PUSH_MUTATIONS } from './mutation-rules';
import { MutationSchema, RefreshKeys } from './mutations';
import {
  EntryRecordSchema,
  HabitRecordSchema,
  LayoutRecordSchema,
  PreferencesRecordSchema,
  RoutineRecordSchema,
} from './records';
import type { SyncedTable } from './synced-tables';

/** Sync push/pull (ARCHITECTURE §4), modelled on Replicache with one version counter per scope. */

export const PushBody = Type.Object({
  clientId: Uuid,
  mutations: Type.Array(MutationSchema, {
    maxItems: MAX_PUSH_MUTATIONS,
    errorMessage: `A push carries at most ${MAX_PUSH_MUTATIONS} mutations`,
  }),
});
export type PushBody = Static<typeof PushBody>;

export const MutationResultSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('alreadyProcessed'), Type.Literal('rejected')]),
  error: Type.Optional(Type.String()),
});
export type MutationResult = Static<typeof MutationResultSchema>;

export const PushResponse = Ok(
  Type.Object({
    lastMutationId: Type.Integer(),
    results: Type.Array(MutationResultSchema),
    serverTime: Type.Number(),
  }),
);
export type PushResponse = Static<typeof PushResponse>;

/**
 * 409: the push cannot be applied as sent. `expectedId`: its first new mutation is not the next
 * id, so the client resends from there. `takenId`: a different mutation already used that id
 * under this client id (a profile restored on a second device), so the client takes a new client
 * id and sends its queue again from there.
 */
export const PushConflictResponse = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  expectedId: Type.Optional(Type.Integer()),
  takenId: Type.Optional(Type.Integer()),
});

/** The scopes one pull may name: the person's own and their groups'. */
export const MAX_SCOPES = 1000;

/** Opaque to clients: the position after the last row a page sent, inside a version. */
const ResumeToken = Type.String({
  maxLength: 200,
  pattern: '^\\d{1,15}:[0-4]:[A-Za-z0-9:_|-]{0,180}$',
  errorMessage: 'Not a valid resume token',
});

export const PullBody = Type.Object({
  clientId: Uuid,
  /** One per scope: the person's own and each of their groups' (at most MAX_SCOPES). */
  cursors: Type.Record(Type.String({ maxLength: 80 }), Type.Integer({ minimum: 0 }), {
    maxProperties: MAX_SCOPES,
    errorMessage: { maxProperties: `A pull names at most ${MAX_SCOPES} scopes` },
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  /**
   * Scopes whose reset this request continues (its later pages): they are not reset again when
   * tombstones were purged meanwhile, since the device drops its copy of them anyway.
   */
  resetting: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: MAX_SCOPES })),
  /** Where the last page stopped inside a version, per scope (from the previous reply's `resume`). */
  resume: Type.Optional(Type.Record(Type.String({ maxLength: 80 }), ResumeToken)),
  /** Rows to send again whatever their version (a rejected mutation's), answered with `refreshed`. */
  refresh: Type.Optional(RefreshKeys),
  /**
   * The device keeps its groups too (issue 31): the reply then carries the scope of each group the
   * person is in (`g:<id>`) beside their own. Asked for, so a build from before never receives rows
   * it cannot read.
   */
  groups: Type.Optional(Type.Boolean()),
});
export type PullBody = Static<typeof PullBody>;

/** One array per synced table (synced-tables.ts): the compiler refuses a table left out or added. */
export const PullChanges = Type.Object({
  habits: Type.Array(HabitRecordSchema),
  entries: Type.Array(EntryRecordSchema),
  layouts: Type.Array(LayoutRecordSchema),
  preferences: Type.Array(PreferencesRecordSchema),
  routines: Type.Array(RoutineRecordSchema),
} satisfies Record<SyncedTable, TSchema>);

export const PullResponse = Ok(
  Type.Object({
    lastMutationId: Type.Integer(),
    cursors: Type.Record(Type.String(), Type.Integer()),
    /** A page that ended inside a version: send this back as `resume` with the cursors. */
    resume: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** Scopes whose local rows must be dropped before these changes are written. */
    reset: Type.Array(Type.String()),
    hasMore: Type.Boolean(),
    changes: PullChanges,
    /** The rows of the person's group scopes (when the pull asked for `groups`). */
    groupRecords: Type.Optional(Type.Array(GroupRecordSchema)),
    /**
     * Scopes the person may no longer see (they left the group, were removed, or it was deleted):
     * the device drops its copy and forgets the cursor.
     */
    dropped: Type.Optional(Type.Array(Type.String())),
    /** The rows asked for in `refresh` are in `changes`; one that is not there does not exist. */
    refreshed: Type.Optional(Type.Boolean()),
    serverTime: Type.Number(),
  }),
);
export type PullResponse = Static<typeof PullResponse>;
export type PullData = PullResponse['data'];

/** The server's clock, on a request short enough that half its round trip bounds the error. */
export const SyncTimeResponse = Ok(Type.Object({ serverTime: Type.Number() }));
export type SyncTimeResponse = Static<typeof SyncTimeResponse>;
