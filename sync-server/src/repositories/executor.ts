import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Repository methods run on the pool or inside a caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Unique violations become conflicts the caller can name; PostgreSQL and PGlite share the code. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
