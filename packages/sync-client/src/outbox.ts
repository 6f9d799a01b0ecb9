import { uuidv7 } from '@habitat/domain';
import { keysTouchedBy, mergeRefreshKeys, type RefreshKeys } from '@habitat/protocol';
import { correctedLastHlc, restampQueue } from './clock';
import type { HabitatDb, OutboxItem } from './db';
import { addRejections, type Rejection, readMeta, startOver, writeMeta } from './meta';
import { habitFieldsOf, type RefusedHabit } from './refusals';
import type { PushData } from './transport';

// The outbox's bookkeeping around a push: what the server applied, refused or numbered otherwise.

export async function hasUnpushed(db: HabitatDb): Promise<boolean> {
  const { pushedThrough } = await readMeta(db);
  return (await db.outbox.where('id').above(pushedThrough).count()) > 0;
}

/**
 * What the server said of a pushed batch: how far it has applied, and the writes it refused, kept
 * for the person to see. A refused write's optimistic effect is still on screen, so the next pull
 * asks for the rows it touched again.
 */
export async function recordPushResult(
  db: HabitatDb,
  batch: readonly OutboxItem[],
  ok: PushData,
  now: () => number,
): Promise<void> {
  const { lastMutationId, results } = ok;
  const rejected: Rejection[] = [];
  for (const result of results) {
    if (result.status !== 'rejected') continue;
    const item = batch.find((m) => m.id === result.id);
    rejected.push({
      mutationId: result.id,
      name: item?.name ?? 'unknown',
      error: result.error ?? 'Rejected',
      at: now(),
      ...(item ? { args: item.args, habit: await refusedHabit(db, item) } : {}),
    });
  }
  await db.transaction('rw', db.meta, async () => {
    const current = await readMeta(db);
    // The optimistic effect of a rejected write is still on screen: the next pull asks for the
    // rows it touched again, and the server's copies (with pending writes replayed on top)
    // replace them. So many that asking would cost more than starting over: start over.
    let refresh: RefreshKeys | null = current.refresh ?? {};
    for (const { mutationId } of rejected) {
      const item = batch.find((m) => m.id === mutationId);
      if (item && refresh) refresh = mergeRefreshKeys(refresh, keysTouchedBy(item.name, item.args));
    }
    await writeMeta(db, {
      ...current,
      pushedThrough: Math.max(current.pushedThrough, lastMutationId),
      ...(refresh ? { refresh } : startOver(current)),
    });
    await addRejections(db, rejected);
  });
}

/**
 * The habit a refused change aimed at, read now: the next pull removes a habit deleted elsewhere,
 * and the refusal must still say its name and be able to bring it back.
 */
async function refusedHabit(db: HabitatDb, item: OutboxItem): Promise<RefusedHabit | null> {
  const args = item.args as { habitId?: unknown; id?: unknown };
  // A check-in and a note name their habit as habitId; a habit's own changes as id.
  const id = item.name.startsWith('entry.')
    ? args.habitId
    : item.name.startsWith('habit.')
      ? args.id
      : undefined;
  if (typeof id !== 'string') return null;
  const habit = await db.habits.get(id);
  if (!habit) return null;
  return { id: habit.id, name: habit.name, source: habit.source, fields: habitFieldsOf(habit) };
}

/**
 * The server expects `expectedId` next. Everything below it was applied (and can go); everything
 * queued was never applied, so it is renumbered to follow on without a gap.
 */
export async function renumberOutbox(db: HabitatDb, expectedId: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.where('id').below(expectedId).delete();
    const queued = await db.outbox.orderBy('id').toArray();
    await db.outbox.clear();
    await db.outbox.bulkAdd(queued.map((item, index) => ({ ...item, id: expectedId + index })));
    const current = await readMeta(db);
    await writeMeta(db, {
      ...current,
      pushedThrough: expectedId - 1,
      nextMutationId: expectedId + queued.length,
    });
  });
}

/**
 * Another device uses this client id (this browser profile was restored from its backup): it
 * applied a different mutation as `firstNotMine`, or ids this device never made. Everything
 * queued before that id was applied (as a resend of the same change) and can go; the rest is
 * renumbered from 1 under a new client id, so none of it is mistaken for the other device's
 * changes and dropped.
 */
export async function takeNewClientId(db: HabitatDb, firstNotMine: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.where('id').below(firstNotMine).delete();
    const queued = await db.outbox.orderBy('id').toArray();
    await db.outbox.clear();
    await db.outbox.bulkAdd(queued.map((item, index) => ({ ...item, id: index + 1 })));
    const current = await readMeta(db);
    await writeMeta(db, {
      ...current,
      clientId: uuidv7(),
      pushedThrough: 0,
      nextMutationId: queued.length + 1,
    });
  });
}

/**
 * Re-stamps what is queued and not yet pushed with the measured clock offset, and keeps the offset
 * for new writes.
 */
export async function restampOutbox(db: HabitatDb, clockOffset: number, now: () => number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const meta = await readMeta(db);
    const correctedNow = now() + clockOffset;
    const queued = await db.outbox.where('id').above(meta.pushedThrough).toArray();
    const restamped = restampQueue(queued, { offset: clockOffset, now: correctedNow, node: meta.clientId });
    if (restamped) {
      const byId = new Map(queued.map((item) => [item.id, item]));
      await db.outbox.bulkPut(
        restamped.map((item) => ({ ...(byId.get(item.id) as OutboxItem), hlc: item.hlc })),
      );
    }
    const lastHlc = correctedLastHlc(meta.lastHlc, restamped?.at(-1)?.hlc ?? null, correctedNow);
    await writeMeta(db, { ...meta, clockOffset, clockMeasuredAt: now(), lastHlc });
  });
}
