import type { MutationArgs, MutationName } from '@habitat/protocol';
import { mutate, mutateMany, NoOneToWriteFor } from '@habitat/sync-client';
import { localDb } from './database';
import { writingPerson } from './writing-person';

function ownerOption() {
  const person = writingPerson();
  if (person === null) throw new NoOneToWriteFor();
  return person === undefined ? {} : { owner: person };
}

/** The page's mutations, on its one database; each answers its outbox id (its mutation id). */
export async function mutateLocal<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<number> {
  return mutate(localDb(), name, args, ownerOption());
}

export async function mutateManyLocal<N extends MutationName>(
  name: N,
  argsList: readonly MutationArgs<N>[],
): Promise<number[]> {
  return mutateMany(localDb(), name, argsList, ownerOption());
}
