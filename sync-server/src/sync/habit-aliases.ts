import type { MutationArgs, MutationName } from '@habitat/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { HabitRepository } from '../repositories/habit-repository';

/**
 * A change to a habit that is an alias (a group habit adopted a second time, offline, on another
 * device: see adoptAgain in mutators) is a change to the habit it stands for.
 */
export async function resolveHabitAlias<N extends MutationName>(
  habits: HabitRepository,
  trx: Transaction<Database>,
  userId: string,
  name: N,
  args: MutationArgs<N>,
): Promise<MutationArgs<N>> {
  const key = name.startsWith('entry.')
    ? 'habitId'
    : name.startsWith('habit.') && name !== 'habit.create'
      ? 'id'
      : null;
  const id = key ? (args as Record<string, unknown>)[key] : undefined;
  if (!key || typeof id !== 'string') return args;
  const habitId = (await aliasesInTransaction(habits, trx, userId)).get(id);
  return habitId ? ({ ...args, [key]: habitId } as MutationArgs<N>) : args;
}

/** The transaction made an alias: its next change reads them again. */
export function forgetAliases(trx: Transaction<Database>): void {
  aliasesByTransaction.delete(trx);
}

/**
 * The person's aliases, read once per transaction (a batch of a thousand check-ins asks once, not
 * a thousand times); most people have none.
 */
const aliasesByTransaction = new WeakMap<Transaction<Database>, Promise<Map<string, string>>>();

function aliasesInTransaction(
  habits: HabitRepository,
  trx: Transaction<Database>,
  userId: string,
): Promise<Map<string, string>> {
  let aliases = aliasesByTransaction.get(trx);
  if (!aliases) {
    aliases = habits.aliases(userId, trx);
    aliasesByTransaction.set(trx, aliases);
  }
  return aliases;
}
