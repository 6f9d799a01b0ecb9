import { Type } from 'typebox';
import { PreferencesSchema } from './auth';
import { DateKey, Uuid } from './fields';

/** Synced records as they travel in sync pulls (flat, with their HLC bookkeeping). */

const FieldHlcs = Type.Record(Type.String(), Type.String());

export const WorkspaceSettingsSchema = Type.Object({
  shareProgress: Type.Union(
    [
      Type.Literal('full'),
      Type.Literal('progress-only'),
      Type.Literal('streaks-only'),
      Type.Literal('private'),
    ],
    { errorMessage: 'shareProgress must be full, progress-only, streaks-only or private' },
  ),
  allowInteraction: Type.Boolean(),
  shareInActivity: Type.Boolean(),
});

export const HabitRecordSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  color: Type.String(),
  icon: Type.String(),
  frequency: Type.String(),
  isActive: Type.Boolean(),
  scheduleDays: Type.Array(Type.Integer()),
  reminderEnabled: Type.Boolean(),
  reminderTime: Type.Union([Type.String(), Type.Null()]),
  targetValue: Type.Number(),
  targetUnit: Type.String(),
  source: Type.Union([Type.Literal('personal'), Type.Literal('workspace')]),
  workspaceId: Type.Union([Type.String(), Type.Null()]),
  groupHabitId: Type.Union([Type.String(), Type.Null()]),
  workspaceSettings: WorkspaceSettingsSchema,
  fieldHlcs: FieldHlcs,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Type.Union([Type.String(), Type.Null()]),
});

export const EntryRecordSchema = Type.Object({
  habitId: Type.String(),
  date: DateKey,
  completed: Type.Boolean(),
  value: Type.Number(),
  skipped: Type.Boolean(),
  hlc: Type.String(),
  updatedAt: Type.String(),
  /** Set when the entry went away with its habit. */
  deletedAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const LayoutRecordSchema = Type.Object({
  key: Type.String(),
  layouts: Type.Record(Type.String(), Type.Array(Type.Unknown())),
  widgets: Type.Array(Type.Unknown()),
  filters: Type.Record(Type.String(), Type.Unknown()),
  fieldHlcs: FieldHlcs,
  updatedAt: Type.String(),
});

export const PreferencesRecordSchema = Type.Intersect([
  PreferencesSchema,
  Type.Object({ fieldHlcs: FieldHlcs, updatedAt: Type.String() }),
]);
