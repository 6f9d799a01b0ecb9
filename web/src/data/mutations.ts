import type { MutationArgs, MutationName } from '@habitat/protocol';
import { mutate, mutateMany } from '@habitat/sync-client';
import { localDb } from './database';

/** The page's mutations, on its one database; each answers its outbox id (its mutation id). */
export function mutateLocal<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<number> {
  return mutate(localDb(), name, args);
}

export function mutateManyLocal<N extends MutationName>(
  name: N,
  argsList: readonly MutationArgs<N>[],
): Promise<number[]> {
  return mutateMany(localDb(), name, argsList);
}
