import { IMPORT_BODY_BYTES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Ok } from './envelope';

/** Export, import and account deletion (spec §7 Users, issue 7). */

export const ExportDataResponse = Ok(Type.Record(Type.String(), Type.Unknown()));

export const IMPORT_SOURCES = ['habitat', 'loop'] as const;

/** One file of an import: its path inside the chosen folder or zip ('001 Run/Checkmarks.csv'). */
export const ImportFile = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 512 }),
  text: Type.String({ maxLength: 5_000_000 }),
});
export type ImportFile = Static<typeof ImportFile>;

export const ImportDataBody = Type.Object(
  {
    source: Type.Union([Type.Literal('habitat'), Type.Literal('loop')], {
      errorMessage: 'Import source must be "habitat" or "loop"',
    }),
    /** The app's own export (source 'habitat'). */
    document: Type.Optional(Type.Unknown()),
    /** Loop Habit Tracker's CSV files (source 'loop'): Habits.csv and each habit's Checkmarks.csv. */
    files: Type.Optional(Type.Array(ImportFile, { maxItems: 2000 })),
    /**
     * Loop Habit Tracker's backup file (source 'loop'), its SQLite database as base64: it holds what
     * the CSV export leaves out (reminders). The body limit bounds its size.
     */
    backup: Type.Optional(
      Type.String({
        minLength: 1,
        // Never longer than the body that carries it.
        maxLength: IMPORT_BODY_BYTES,
        pattern: '^[A-Za-z0-9+/]*={0,2}$',
        errorMessage: 'backup must be base64',
      }),
    ),
    /** False answers the preview only; true writes it. */
    apply: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ImportDataBody = Static<typeof ImportDataBody>;

export const ImportPreviewHabit = Type.Object({
  name: Type.String(),
  /** 'add': a new habit; 'merge': check-ins go into the person's habit of the same name (or id). */
  action: Type.Union([Type.Literal('add'), Type.Literal('merge')]),
  entriesToAdd: Type.Integer(),
  entriesUnchanged: Type.Integer(),
});

export const ImportPreview = Type.Object({
  habits: Type.Array(ImportPreviewHabit),
  habitsToAdd: Type.Integer(),
  entriesToAdd: Type.Integer(),
  entriesUnchanged: Type.Integer(),
  /** What the file holds that an import does not bring in ('Groups', 'Encouragements'…). */
  notImported: Type.Array(Type.String()),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportDataResponse = Ok(Type.Object({ preview: ImportPreview, applied: Type.Boolean() }));

export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE_MY_ACCOUNT';

export const DeleteAccountBody = Type.Object(
  {
    password: Type.String({ maxLength: 256 }),
    confirmDeletion: Type.Literal(DELETE_ACCOUNT_CONFIRMATION, {
      errorMessage: `confirmDeletion must be "${DELETE_ACCOUNT_CONFIRMATION}"`,
    }),
  },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const UserStatsResponse = Ok(
  Type.Object({
    stats: Type.Object({
      totalHabits: Type.Integer(),
      activeHabits: Type.Integer(),
      totalCheckIns: Type.Integer(),
      currentStreak: Type.Integer(),
      bestStreak: Type.Integer(),
      completionRate30d: Type.Number(),
      groups: Type.Integer(),
      badges: Type.Array(Type.Object({ badge: Type.String(), earnedAt: Type.String() })),
      memberSince: Type.String(),
    }),
  }),
);
