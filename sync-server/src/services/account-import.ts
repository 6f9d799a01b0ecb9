import {
  type DateKey,
  type ImportPlan,
  type ImportSet,
  isUuid,
  parseHabitatExport,
  parseLoopExport,
  planImport,
  uuidv7,
} from '@habitat/domain';
import type { ImportDataBody } from '@habitat/protocol';
import { badRequest } from '../errors';
import type { AccountRepository } from '../repositories/account-repository';
import { toHabitRecord } from '../repositories/personal-records';
import { readLoopBackup } from './loop-backup';

/** The file the person chose, read by the shared parsers; a problem with it is a 400 in its words. */
export async function readImportSet(body: ImportDataBody): Promise<ImportSet> {
  if (body.source === 'habitat') {
    if (body.document === undefined) throw badRequest('Missing required field "document"');
    return parseHabitatExport(body.document);
  }
  if (body.backup !== undefined) return readLoopBackup(body.backup);
  if (!body.files || body.files.length === 0) throw badRequest('Missing required field "files"');
  return parseLoopExport(body.files);
}

/**
 * What importing `set` would change for the person now: compared with their live habits and the
 * days that already hold an entry, so importing the same file twice adds nothing the second time.
 */
export async function planAccountImport(
  accounts: AccountRepository,
  userId: string,
  set: ImportSet,
): Promise<ImportPlan> {
  const candidates = set.habits.map((habit) => habit.id).filter((id): id is string => isUuid(id));
  const baseline = await accounts.importBaseline(userId, candidates);
  const entries = new Map<string, Set<DateKey>>();
  for (const row of baseline.entries) {
    const dates = entries.get(row.habit_id);
    if (dates) dates.add(row.date);
    else entries.set(row.habit_id, new Set([row.date]));
  }
  return planImport(
    set,
    {
      habits: baseline.habits.map(toHabitRecord),
      entries,
      takenIds: new Set(baseline.takenIds),
      routineIds: new Set(baseline.routineIds),
      liveRoutines: baseline.liveRoutines,
    },
    uuidv7,
  );
}
