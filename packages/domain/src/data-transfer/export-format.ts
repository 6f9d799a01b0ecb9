import type { Preferences } from '../preferences';
import type { RoutineRecord } from '../routine-records';
import type { EntryRecord, HabitRecord } from '../sync-records';

/**
 * The document `POST /api/users/export-data` answers with and the importer reads back: everything a
 * person owns, as plain JSON. `format` and `version` let a later importer recognise older files.
 */
export const EXPORT_FORMAT = 'habitat-export';
export const EXPORT_VERSION = 1;

export type ExportedHabit = Omit<HabitRecord, 'fieldHlcs' | 'deletedAt'>;
export type ExportedEntry = Omit<EntryRecord, 'hlc' | 'noteHlc'>;
export type ExportedRoutine = Omit<RoutineRecord, 'fieldHlcs' | 'deletedAt'>;

export interface ExportedProfile {
  id: string;
  name: string;
  username: string | null;
  email: string;
  avatar: string | null;
  role: string;
  hasGoogleAuth: boolean;
  hasGithubAuth: boolean;
  createdAt: string;
}

export interface HabitatExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: ExportedProfile;
  preferences: Preferences;
  habits: ExportedHabit[];
  entries: ExportedEntry[];
  layouts: {
    key: string;
    layouts: Record<string, unknown[]>;
    widgets: unknown[];
    filters: Record<string, unknown>;
  }[];
  /** Live routines (issue 30); files made before routines have none. Habits name theirs by id. */
  routines?: ExportedRoutine[];
  /** The rest is the person's part in groups, exported as rows with their own field names. */
  [section: string]: unknown;
}

/** 'habitat-export-2026-11-22.json': files named by the day they were made (spec §2 Data). */
export function exportFileName(day: string, extension: 'json' | 'csv'): string {
  return `habitat-export-${day}.${extension}`;
}
