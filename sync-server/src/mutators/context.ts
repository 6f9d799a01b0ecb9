import type { HabitRecord, Hlc } from '@habitat/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Stamp } from '../repositories/personal-records';

/** What a mutator runs with: the write transaction, whose user it is, and the write's version and HLC. */
export interface MutationContext {
  trx: Transaction<Database>;
  stamp: Stamp;
  hlc: Hlc;
  /** ISO time of the write, stored as updatedAt. */
  now: string;
  /**
   * Set for a bulk write (an import): check-ins collect the habits they touched here instead of
   * running their effects one by one; the writer runs them once per habit at the end.
   */
  deferredHabits?: Map<string, HabitRecord>;
  /** A second adoption of a group habit is refused rather than made an alias (REST adopt). */
  adoptOnce?: boolean;
}
