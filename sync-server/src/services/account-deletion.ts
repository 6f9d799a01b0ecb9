import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountRepository } from '../repositories/account-repository';
import type { GroupAudienceRepository } from '../repositories/group-audience-repository';
import { type SyncRepository, userScope } from '../repositories/sync-repository';

export interface DeletionSummary {
  workspacesTransferred: number;
  workspacesDeleted: number;
}

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  accounts: AccountRepository;
  audience: GroupAudienceRepository;
  sync: SyncRepository;
}

/**
 * Deletes a person and everything they own in one transaction. Groups they own alone pass to the
 * longest-standing admin, else member, and are deleted with them only when nobody else is left.
 * Every group they were in is poked, so open pages drop them at once; their own devices are poked
 * too and, their sessions gone, sign out at that sync.
 */
export function createAccountDeletion({ db, accounts, audience, sync }: AccountDeletionDeps) {
  return function deleteAccount(user: { id: string; email: string }): Promise<DeletionSummary> {
    return db.transaction().execute(async (trx) => {
      // The person's scope first, in the order every write of their data takes its locks (push: scope,
      // then sync client, then the user row): deleting while their devices push then waits for those
      // pushes instead of deadlocking with them.
      await sync.lockScope(userScope(user.id), trx);
      const summary: DeletionSummary = { workspacesTransferred: 0, workspacesDeleted: 0 };
      for (const groupId of await accounts.groupIds(user.id, trx)) {
        await audience.pokeMembers(groupId, trx);
      }
      for (const { workspaceId: groupId, successorId } of await accounts.ownedGroupSuccessors(user.id, trx)) {
        if (successorId) {
          await accounts.promoteToOwner(groupId, successorId, trx);
          summary.workspacesTransferred += 1;
        } else {
          await accounts.deleteGroup(groupId, trx);
          summary.workspacesDeleted += 1;
        }
      }
      await sync.notifyUser(user.id, trx);
      await sync.notifySessionsEnded(user.id, trx);
      await accounts.deleteUser(user.id, user.email, trx);
      return summary;
    });
  };
}
