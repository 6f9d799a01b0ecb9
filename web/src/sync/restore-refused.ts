import { uuidv7 } from '@habitat/domain';
import { dismissRejections, type RefusalNotice, readRejections } from '@habitat/sync-client';
import { localDb } from '../data/database';
import { mutateLocal, mutateManyLocal } from '../data/mutations';

/**
 * "Restore 'Read' with this check-in": the server keeps a deletion (deleting wins over editing), so
 * the habit comes back as a new one with the settings it had and the check-ins that were refused,
 * through the same mutations as any other write. Its history from before the deletion stays gone,
 * which is what the deletion on the other device asked for. The notice is then dismissed.
 *
 * One restore at a time on the device (a Web Lock, so a second tab or a double tap waits), and only
 * while the notice is still there: a restore already done in another tab does nothing here, rather
 * than making the habit twice.
 */
export async function restoreRefused(notice: RefusalNotice): Promise<void> {
  const plan = notice.restore;
  if (!plan) return;
  await withRestoreLock(async () => {
    const db = localDb();
    const waiting = new Set((await readRejections(db)).map((rejection) => rejection.mutationId));
    if (!notice.mutationIds.some((id) => waiting.has(id))) return;
    const habitId = uuidv7();
    await mutateLocal('habit.create', { id: habitId, fields: plan.fields });
    if (plan.checkIns.length > 0) {
      await mutateManyLocal(
        'entry.set',
        plan.checkIns.map((checkIn) => ({ ...checkIn, habitId })),
      );
    }
    await dismissRejections(db, notice.mutationIds);
  });
}

/** Restores in this tab, one after another (the Web Lock alone is missing in older browsers). */
let inThisTab: Promise<void> = Promise.resolve();

function withRestoreLock(run: () => Promise<void>): Promise<void> {
  // Some browsers (and test DOMs) have no lock manager at all.
  const locks: LockManager | null | undefined = navigator.locks;
  const locked = () => (locks ? locks.request('habitat-restore-refused', run) : run());
  const next = inThisTab.then(locked, locked);
  inThisTab = next.catch(() => {});
  return next;
}
