/**
 * The names of sync scopes (ARCHITECTURE §4): a person's own data is `u:<user id>`, each group they
 * are in `g:<workspace id>` (issue 31). Plain data, without the schemas, because a device reads it
 * on its first screen.
 */

export const GROUP_SCOPE_PREFIX = 'g:';

export function groupScope(workspaceId: string): string {
  return `${GROUP_SCOPE_PREFIX}${workspaceId}`;
}

/** The workspace id of a group scope, or null for any other scope. */
export function groupOfScope(scope: string): string | null {
  return scope.startsWith(GROUP_SCOPE_PREFIX) ? scope.slice(GROUP_SCOPE_PREFIX.length) : null;
}
