import type { MutationArgs, MutationName } from '@habitat/protocol';
import { mutate, mutateMany, NoOneToWriteFor } from '@habitat/sync-client';
import { localDb } from './database';

/**
 * The person this tab shows (an account id, 'device-only'), set by the session (AuthProvider).
 * Each write is stamped with it and refused when the device has become someone else's meanwhile,
 * so a tab still showing the last person never writes into the next one's account. Null once the
 * tab shows nobody (signed out, or signing out): a write then is refused, never stamped with the
 * device's owner, whose data is about to be wiped. Undefined only where no session runs at all.
 */
let writingPerson: string | null | undefined;

export function setWritingPerson(person: string | null): void {
  writingPerson = person;
}

function ownerOption() {
  if (writingPerson === null) throw new NoOneToWriteFor();
  return writingPerson === undefined ? {} : { owner: writingPerson };
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
