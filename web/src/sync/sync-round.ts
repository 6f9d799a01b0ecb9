import type { KeptSending } from '../session/kept-changes';

/**
 * One sync of the page: the changes kept aside for this person first (session/kept-changes.ts),
 * then the engine's sync of everything else, whatever became of the kept ones. A kept batch that
 * keeps failing is reported on its own (`onKept`) and tried again at the next sync; it never holds
 * back the person's other changes or the pull.
 */
export async function syncRound(
  sendKept: () => Promise<KeptSending>,
  sync: () => Promise<void>,
  onKept: (outcome: KeptSending) => void,
): Promise<void> {
  let kept: KeptSending;
  try {
    kept = await sendKept();
  } catch (failure) {
    kept = { sent: 0, failure };
  }
  onKept(kept);
  await sync();
}
