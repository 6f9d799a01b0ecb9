import { uuidv7 } from '@habitat/domain';
import { dismissRejections, type RefusalNotice } from '@habitat/sync-client';
import { localDb } from '../data/database';
import { mutateLocal, mutateManyLocal } from '../data/mutations';

/**
 * "Restore 'Read' with this check-in": the server keeps a deletion (deleting wins over editing), so
 * the habit comes back as a new one with the settings it had and the check-ins that were refused,
 * through the same mutations as any other write. Its history from before the deletion stays gone,
 * which is what the deletion on the other device asked for. The notice is then dismissed.
 */
export async function restoreRefused(notice: RefusalNotice): Promise<void> {
  const plan = notice.restore;
  if (!plan) return;
  const habitId = uuidv7();
  await mutateLocal('habit.create', { id: habitId, fields: plan.fields });
  if (plan.checkIns.length > 0) {
    await mutateManyLocal(
      'entry.set',
      plan.checkIns.map((checkIn) => ({ ...checkIn, habitId })),
    );
  }
  await dismissRejections(localDb(), notice.mutationIds);
}
