import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountRepository } from '../repositories/account-repository';
import { groupAudience } from '../repositories/group-audience-repository';
import { lockScope, notifySessionsEnded, notifyUser, userScope } from '../repositories/sync-repository';

export interface DeletionSummary {
  workspacesTransferred: number;
  workspacesDeleted: number;
}

/**
 * Deletes a person and everything they own in one transaction. Groups they own alone pass to the
 * longest-standing admin, else member, and are deleted with them only when nobody else is left.
 * Every group they were in is poked, so open pages drop them at once; their own devices are poked
 * too and, their sessions gone, sign out at that sync.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  accounts: AccountRepository,
  user: { id: string; email: string },
): Promise<DeletionSummary> {
  return db.transaction().execute(async (trx) => {
    // The person's scope first, in the order every write of their data takes its locks (push: scope,
    // then sync client, then the user row): deleting while their devices push then waits for those
    // pushes instead of deadlocking with them.
    await lockScope(trx, userScope(user.id));
    const summary: DeletionSummary = { workspacesTransferred: 0, workspacesDeleted: 0 };
    for (const workspaceId of await accounts.workspaceIds(user.id, trx)) {
      await groupAudience.pokeMembers(trx, workspaceId);
    }
    for (const { workspaceId, successorId } of await accounts.ownedWorkspaceSuccessors(user.id, trx)) {
      if (successorId) {
        await accounts.promoteToOwner(workspaceId, successorId, trx);
        summary.workspacesTransferred += 1;
      } else {
        await accounts.deleteWorkspace(workspaceId, trx);
        summary.workspacesDeleted += 1;
      }
    }
    await notifyUser(trx, user.id);
    await notifySessionsEnded(trx, user.id);
    await accounts.deleteUser(user.id, user.email, trx);
    return summary;
  });
}
