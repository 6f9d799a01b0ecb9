/**
 * Window event fired after this person sent an encouragement, so every view of that group's
 * encouragements (the feed widget, a member's card) refreshes without waiting for the server's poke.
 */
export const ENCOURAGEMENT_SENT = 'habitat:encouragement-sent';

export interface EncouragementSentDetail {
  workspaceId: string;
}

export function announceEncouragementSent(workspaceId: string): void {
  window.dispatchEvent(
    new CustomEvent<EncouragementSentDetail>(ENCOURAGEMENT_SENT, { detail: { workspaceId } }),
  );
}

/** Whether a sent event concerns this group; one without a detail may concern any, so it does. */
export function concernsWorkspace(event: Event, workspaceId: string): boolean {
  const detail = (event as CustomEvent<EncouragementSentDetail | null | undefined>).detail;
  return !detail?.workspaceId || detail.workspaceId === workspaceId;
}

/** Calls `onSent` whenever an encouragement is sent in this group; returns the unsubscribe. */
export function onEncouragementSent(workspaceId: string, onSent: () => void): () => void {
  const listener = (event: Event) => {
    if (concernsWorkspace(event, workspaceId)) onSent();
  };
  window.addEventListener(ENCOURAGEMENT_SENT, listener);
  return () => window.removeEventListener(ENCOURAGEMENT_SENT, listener);
}
