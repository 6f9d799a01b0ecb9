import { isDateKey } from '../dates';
import { isUuid } from '../ids';
import { readListOrder } from '../list-order';
import { readPauseMap } from '../pauses';
import { checkRoutinePatch } from '../routine-records';
import { ROUTINE_LIMITS } from '../routines';
import { MutationRejected } from '../sync-records';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-format';
import {
  checkImportCounts,
  clampValue,
  cleanHabitFields,
  EntryCollector,
  type ImportedHabit,
  type ImportedRoutine,
  ImportFileError,
  type ImportSet,
  importedNote,
  outOfRangeNote,
} from './import-set';

/**
 * Reading back the app's own export (HabitatExport): its habits and check-ins come in; everything
 * else it holds is named in `notImported`, so the person knows what stays behind.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasData = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : isObject(value) && Object.keys(value).length > 0;

/** Sections an import leaves out, named as the person knows them; listed only when they hold data. */
const OTHER_SECTIONS: readonly [label: string, keys: readonly string[]][] = [
  ['Preferences', ['preferences']],
  ['Dashboard layouts', ['layouts']],
  [
    'Groups and memberships',
    [
      'memberships',
      'workspacesCreated',
      'invitations',
      'groupHabitsCreated',
      'activity',
      'joinRequests',
      'groupRemovals',
    ],
  ],
  ['Encouragements', ['encouragementsSent', 'encouragementsReceived']],
  ['Notifications', ['notifications']],
  ['Badges', ['badges']],
  ['Linked sign-in accounts', ['identities']],
];

const NOT_HABITAT = 'This is not a Habitat export file';

function checkEnvelope(
  document: unknown,
): asserts document is JsonObject & { habits: unknown[]; entries: unknown[] } {
  if (!isObject(document) || document.format !== EXPORT_FORMAT) throw new ImportFileError(NOT_HABITAT);
  const { version } = document;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ImportFileError(NOT_HABITAT);
  }
  if (version > EXPORT_VERSION) {
    throw new ImportFileError('This file comes from a newer version of Habitat, which this one cannot read');
  }
  if (!Array.isArray(document.habits)) throw new ImportFileError('This Habitat export has no list of habits');
  if (!Array.isArray(document.entries))
    throw new ImportFileError('This Habitat export has no list of check-ins');
  // Refused before reading: a huge file should not cost the work of reading all of it.
  checkImportCounts(document.habits.length, document.entries.length);
}

const plural = (count: number, one: string) =>
  `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;

export function parseHabitatExport(document: unknown): ImportSet {
  checkEnvelope(document);
  const byId = new Map<string, { habit: ImportedHabit; collector: EntryCollector }>();
  const habits: { habit: ImportedHabit; collector: EntryCollector }[] = [];
  let adopted = false;

  document.habits.forEach((raw, index) => {
    if (!isObject(raw) || typeof raw.name !== 'string' || raw.name.trim() === '') {
      throw new ImportFileError(`Habit ${index + 1} in this file has no name`);
    }
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
    const key = id?.toLowerCase();
    // The same id twice is one habit: its check-ins all belong to the first.
    if (key !== undefined && byId.has(key)) return;
    const fields = cleanHabitFields(raw);
    const item = {
      habit: { id, name: fields.name ?? raw.name, fields, entries: [], pauses: readPauseMap(raw.pauses) },
      collector: new EntryCollector(),
    };
    habits.push(item);
    if (key !== undefined) byId.set(key, item);
    if (raw.source === 'workspace') adopted = true;
  });

  let orphans = 0;
  document.entries.forEach((raw, index) => {
    if (!isObject(raw)) throw new ImportFileError(`Check-in ${index + 1} in this file is not valid`);
    if (typeof raw.date !== 'string' || !isDateKey(raw.date)) {
      throw new ImportFileError(`Check-in ${index + 1} in this file: "${String(raw.date)}" is not a date`);
    }
    const owner = typeof raw.habitId === 'string' ? byId.get(raw.habitId.toLowerCase()) : undefined;
    if (!owner) {
      orphans += 1;
      return;
    }
    const skipped = raw.skipped === true;
    owner.collector.add({
      date: raw.date,
      completed: !skipped && raw.completed === true,
      value: skipped || typeof raw.value !== 'number' ? 0 : clampValue(raw.value),
      skipped,
      note: importedNote(raw.note),
    });
  });

  const notImported = OTHER_SECTIONS.filter(([, keys]) => keys.some((key) => hasData(document[key]))).map(
    ([label]) => label,
  );
  if (adopted) notImported.push('Group links of adopted habits: they come in as personal habits');
  if (orphans > 0) notImported.push(`${plural(orphans, 'check-in')} of habits that are not in this file`);
  const outOfRange = outOfRangeNote(habits.reduce((sum, item) => sum + item.collector.outOfRange, 0));
  if (outOfRange) notImported.push(outOfRange);

  const routines = readRoutines(document.routines);
  if (routines.unreadable > 0)
    notImported.push(`${plural(routines.unreadable, 'routine')} that could not be read`);

  return {
    source: 'habitat',
    habits: habits.map(({ habit, collector }) => ({ ...habit, entries: collector.entries() })),
    routines: routines.kept,
    notImported,
  };
}

/**
 * A file's routines, each checked by the rule a routine is saved by; one that fails it (a name too
 * long, a rule of another kind) is counted, not imported, and its habits come in outside a routine.
 */
function readRoutines(value: unknown): { kept: ImportedRoutine[]; unreadable: number } {
  const kept: ImportedRoutine[] = [];
  let unreadable = 0;
  if (!Array.isArray(value)) return { kept, unreadable };
  const seen = new Set<string>();
  for (const raw of value.slice(0, ROUTINE_LIMITS.routines)) {
    const id = isObject(raw) && isUuid(raw.id) ? raw.id.toLowerCase() : null;
    if (!isObject(raw) || id === null || seen.has(id)) {
      unreadable += 1;
      continue;
    }
    try {
      const fields = checkRoutinePatch({ name: raw.name, rule: raw.rule });
      if (fields.name === undefined || fields.rule === undefined) throw new MutationRejected('incomplete');
      kept.push({ id, name: fields.name, rule: fields.rule, listOrder: readListOrder(raw.listOrder) });
      seen.add(id);
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
      unreadable += 1;
    }
  }
  return { kept, unreadable: unreadable + Math.max(0, value.length - ROUTINE_LIMITS.routines) };
}
