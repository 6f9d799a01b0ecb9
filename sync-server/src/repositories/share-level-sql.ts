import { levelsRevealing, type Revealed } from '@habitat/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Share levels in SQL, from the one table in packages/domain (share-levels.ts): `level` is an
 * expression holding a habit's shareProgress, true when that level shows `what` to the group.
 */
export function reveals(level: RawBuilder<unknown>, what: keyof Revealed | 'anything'): RawBuilder<boolean> {
  return sql<boolean>`(${level} in (${sql.join(levelsRevealing(what))}))`;
}

/** The share level of the habit aliased `alias` (habits.workspace_settings). */
export function shareLevelOf(alias: string): RawBuilder<unknown> {
  return sql`${sql.ref(`${alias}.workspace_settings`)}->>'shareProgress'`;
}
