import type { MutationArgs, MutationName } from '@habitat/protocol';
import { mutate, mutateMany, NoOneToWriteFor } from '@habitat/sync-client';
import { localDb } from './database';
import { protectStorage } from './storage-protection';
import { writingPerson } from './writing-person';

function ownerOption() {
  const person = writingPerson();
  if (person === null) throw new NoOneToWriteFor();
  return person === undefined ? {} : { owner: person };
}

/**
 * Writes the app makes by itself (a board's first arrangement, the device's zone): not what a
 * person made and would lose. Any other write asks the browser to keep the device's copy.
 */
const NOTHING_MADE: ReadonlySet<MutationName> = new Set(['layout.save', 'preferences.save']);

/** The page's mutations, on its one database; each answers its outbox id (its mutation id). */
export async function mutateLocal<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<number> {
  const id = await mutate(localDb(), name, args, ownerOption());
  if (!NOTHING_MADE.has(name)) void protectStorage();
  return id;
}

export async function mutateManyLocal<N extends MutationName>(
  name: N,
  argsList: readonly MutationArgs<N>[],
): Promise<number[]> {
  const ids = await mutateMany(localDb(), name, argsList, ownerOption());
  if (ids.length > 0 && !NOTHING_MADE.has(name)) void protectStorage();
  return ids;
}
