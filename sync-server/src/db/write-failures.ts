/**
 * Errors that mean "the database cannot write right now", as opposed to a bad request or a bug.
 * PostgreSQL says 53100 (disk_full) when a file cannot grow, and 25006 when it is read-only (a
 * replica after a failover, or default_transaction_read_only). PGlite answers with the same
 * SQLSTATE, since it is PostgreSQL; the file system's own codes are there for anything that
 * writes beside it (ENOSPC, EDQUOT: a quota, EROFS: a volume remounted read-only).
 */
export type WriteProblem = 'disk_full' | 'read_only';

/**
 * Below this much free space PostgreSQL cannot start its next WAL segment (16 MB), so writes are
 * about to fail, if they have not already: readiness says so while reads still work, and a start
 * that fails with this little room is put down to the disk (start-failure.ts).
 */
export const MIN_FREE_DISK_BYTES = 16 * 1024 * 1024;

const PROBLEM_BY_CODE: Readonly<Record<string, WriteProblem>> = {
  '53100': 'disk_full',
  ENOSPC: 'disk_full',
  EDQUOT: 'disk_full',
  '25006': 'read_only',
  EROFS: 'read_only',
};

/** What kind of write failure `error` is (looking through `cause`), or null for any other error. */
export function writeProblemOf(error: unknown): WriteProblem | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && PROBLEM_BY_CODE[code]) return PROBLEM_BY_CODE[code];
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
