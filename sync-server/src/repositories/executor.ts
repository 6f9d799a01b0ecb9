import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Repository methods run on the pool or inside a caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Unique violations become conflicts the caller can name; PostgreSQL and PGlite share the code. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs `work` inside the caller's transaction as one step that happens whole or not at all: a
 * failure rolls back what it wrote (and only that) before it is thrown on, so the transaction can go
 * on with the next step. One name is enough: steps are never nested.
 */
export async function wholeStep<T>(trx: Transaction<Database>, work: () => Promise<T>): Promise<T> {
  await sql`savepoint whole_step`.execute(trx);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await sql`rollback to savepoint whole_step`.execute(trx);
    throw error;
  }
  await sql`release savepoint whole_step`.execute(trx);
  return result;
}
