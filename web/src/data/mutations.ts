import type { MutationArgs, MutationName } from '@habitat/protocol';
import { mutate, mutateMany } from '@habitat/sync-client';
import { localDb } from './database';

/**
 * The person this tab shows (an account id, 'device-only'), set by the session (AuthProvider).
 * Each write is stamped with it and refused when the device has become someone else's meanwhile,
 * so a tab still showing the last person never writes into the next one's account.
 */
let writingPerson: string | undefined;

export function setWritingPerson(person: string | null): void {
  writingPerson = person ?? undefined;
}

function ownerOption() {
  return writingPerson === undefined ? {} : { owner: writingPerson };
}

/** The page's mutations, on its one database; each answers its outbox id (its mutation id). */
export function mutateLocal<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<number> {
  return mutate(localDb(), name, args, ownerOption());
}

export function mutateManyLocal<N extends MutationName>(
  name: N,
  argsList: readonly MutationArgs<N>[],
): Promise<number[]> {
  return mutateMany(localDb(), name, argsList, ownerOption());
}
