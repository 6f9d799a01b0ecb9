import type { Preferences } from '@habitat/domain';
import {
  httpTransport,
  lazyPullCheck,
  NotThisPerson,
  onLocalWrite,
  preloadMutationSchema,
  SYNC_META_KEY,
  SyncEngine,
  SyncError,
  type SyncMeta,
  syncFailureText,
} from '@habitat/sync-client';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { expireSession, freshToken, recoverSession, SYNC_REFRESH_TRIES } from '../api/client';
import { queryClient } from '../api/query-client';
import { refreshOnPoke } from '../api/query-refresh';
import { deviceOwner, localDb } from '../data/database';
import { useAuth } from '../session/AuthProvider';
import { mirrorToken } from '../session/device';
import { type KeptSending, keptFailureText, sendChangesKeptFor } from '../session/kept-changes';
import { sentNoticeText } from '../session/kept-notice';
import { isTokenOf, readStoredUser } from '../session/session-store';
import { savePreferences } from '../theme/preferences-store';
import { useToast } from '../ui/toast/ToastProvider';
import { afterPaint } from '../ui/when-idle';
import { requestBackgroundSync } from './background-sync';
import { listenForPokes } from './events';
import { learnClockOffset } from './server-clock';
import { syncRound } from './sync-round';

/** `local`: the device is used without an account, so nothing is synced (its outbox waits for one). */
export type SyncState = 'syncing' | 'synced' | 'offline' | 'error' | 'local';

interface SyncContextValue {
  state: SyncState;
  error: string | null;
  syncNow(): void;
}

const SyncContext = createContext<SyncContextValue | null>(null);
const WRITE_DEBOUNCE_MS = 300;
const PERIODIC_MS = 60_000;
/** A failed sync is tried again after 2 s, then 4, 8… up to 30 s, until it goes through. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps this device in sync while the app is open: after each write (debounced), when the network
 * returns, when the page becomes visible, every minute while visible, and whenever the server
 * pokes. Copies the token for the service worker and the synced preferences for the first paint.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const userId = user?._id ?? null;
  // Without an account nothing leaves the device: no push, no pull, no event stream.
  const deviceOnly = status === 'deviceOnly';
  // A sync starts as soon as the provider mounts, so 'syncing' is the honest first state.
  const [state, setState] = useState<SyncState>(deviceOnly ? 'local' : 'syncing');
  const [error, setError] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryDelay = useRef(RETRY_FIRST_MS);

  const toast = useToast();
  /** What was last said about changes kept aside that could not be sent (null: nothing failing). */
  const keptFailureSaid = useRef<string | null>(null);
  /** A 401 was answered by a refresh, and the sync is being tried again once. */
  const retryingAfter401 = useRef(false);
  /** The device is this person's (below), as the last render saw it. */
  const ownerReadyNow = useRef(false);
  /** A sync was refused because the device was not this person's yet (not since tried again). */
  const refusedBeforeClaim = useRef(false);
  /** A refused sync was tried again at once, the device being this person's by then. */
  const retriedOnClaim = useRef(false);
  /** Counts the syncs asked for (syncNow), so only the latest acts on a shared outcome. */
  const asks = useRef(0);

  const sync = useMemo(() => {
    // Copied once per token, not read back per request: a read of the meta table waits for the
    // sync's own write transaction, and the next pull page must leave while the last is written.
    let mirrored: string | null = null;
    let used: string | null = null;
    const transport = httpTransport({
      token: async () => {
        // Inside the sync lock: a refresh that gets no answer is given up after one timeout.
        const token = await freshToken(SYNC_REFRESH_TRIES);
        // Someone else signed in, in this tab or another, before this tab's sync followed them:
        // the stored token is theirs now, and nothing of this person's (kept changes, outbox) may
        // leave under it, nor may theirs be pulled here for this one. Checked on the token itself,
        // as the server will: a kept check-in of Alice's once went out under Bob's new session,
        // was refused there as "Habit not found", and was dropped as answered.
        if (!token || !userId || !isTokenOf(token, userId, readStoredUser()?._id))
          throw new NotThisPerson(userId ?? '', undefined);
        if (token !== mirrored) {
          await mirrorToken(userId, token);
          mirrored = token;
        }
        used = token;
        return token;
      },
    });
    const engine = new SyncEngine(localDb(), transport, {
      checkPull: lazyPullCheck,
      ...(userId ? { person: userId } : {}),
    });
    return {
      usedToken: () => used,
      run(onKept: (outcome: KeptSending) => void): Promise<void> {
        // Changes this person left unsent when someone else took the device go first, under
        // their own client id and the sync's lock (session/kept-changes.ts); the engine's sync
        // follows whatever became of them.
        return syncRound(
          () =>
            userId ? sendChangesKeptFor(userId, transport) : Promise.resolve({ sent: 0, failure: null }),
          () => engine.sync(),
          onKept,
        );
      },
    };
  }, [userId]);

  const syncNow = useCallback(() => {
    if (deviceOnly) return;
    clearTimeout(debounce.current);
    clearTimeout(retry.current);
    if (!navigator.onLine) {
      setState('offline');
      // The service worker finishes the job when the network returns, even if the page is gone.
      void requestBackgroundSync();
      return;
    }
    setState('syncing');
    refusedBeforeClaim.current = false;
    // Asks that come while a sync runs share its outcome (the engine runs one at a time): only
    // the latest ask acts on it, so one refusal sets one retry, not one per ask, the others'
    // left to fire a sync of their own seconds later.
    const ask = ++asks.current;
    sync
      .run(({ sent, failure }) => {
        if (sent > 0) toast.success(sentNoticeText(sent));
        // Said once per cause, not at every sync while it lasts; tried again at each sync.
        const text = failure && !(failure instanceof NotThisPerson) ? keptFailureText(failure) : null;
        if (text && text !== keptFailureSaid.current) toast.error(text);
        keptFailureSaid.current = text;
      })
      .then(() => {
        if (ask !== asks.current) return;
        setState('synced');
        setError(null);
        retryDelay.current = RETRY_FIRST_MS;
        retryingAfter401.current = false;
      })
      .catch(async (failure: unknown) => {
        if (ask !== asks.current) return;
        // Not this person's device (yet): nothing was sent. Either this tab is about to follow
        // another person, or the device is being claimed for this one (the app opens before the
        // server has named the session); tried again shortly, so it never stays at 'Syncing…'.
        if (failure instanceof NotThisPerson) {
          // Claimed while that sync was checking: once, at once, rather than after the pause.
          if (ownerReadyNow.current && !retriedOnClaim.current) {
            retriedOnClaim.current = true;
            return syncNow();
          }
          refusedBeforeClaim.current = true;
          retry.current = setTimeout(syncNow, retryDelay.current);
          retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
          return;
        }
        const afterRefresh = retryingAfter401.current;
        retryingAfter401.current = false;
        let unanswered = false;
        if (failure instanceof SyncError && failure.kind === 'unauthorized') {
          // Refreshed and tried again once before anyone is signed out; a second 401 ends it.
          if (afterRefresh) return expireSession();
          const outcome = await recoverSession(sync.usedToken());
          if (outcome === 'refreshed') {
            retryingAfter401.current = true;
            return syncNow();
          }
          // Signed out by the refused refresh; or no answer to it: tried again like a lost connection.
          if (outcome === 'gone') return;
          unanswered = true;
        }
        // The network is up but the server did not answer (restarting, a proxy's 502): try again
        // soon, sooner than the next minute's sync, backing off while it stays down.
        retry.current = setTimeout(syncNow, retryDelay.current);
        retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
        if (unanswered || (failure instanceof SyncError && failure.kind === 'offline')) {
          setState('offline');
          void requestBackgroundSync();
          return;
        }
        setState('error');
        // A full disk in words, not as the browser's QuotaExceededError text.
        setError(syncFailureText(failure));
      });
  }, [sync, deviceOnly, toast]);

  useEffect(() => {
    if (deviceOnly) {
      setState('local');
      return;
    }
    const stopWrites = onLocalWrite(() => {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(syncNow, WRITE_DEBOUNCE_MS);
      // A change waits for the push: 'Synced' would not be true until it has gone.
      if (navigator.onLine) setState('syncing');
      // Offline, the page may close before it can try: hand the queue to the service worker now.
      if (!navigator.onLine) void requestBackgroundSync();
    });
    // Leaving with changes still queued: the service worker delivers them.
    const onPageHide = () => {
      void localDb()
        .outbox.count()
        .then(async (pending) => {
          if (pending > 0) await requestBackgroundSync();
        });
    };
    window.addEventListener('pagehide', onPageHide);
    const onOnline = () => syncNow();
    const onOffline = () => {
      setState('offline');
      // Registered now, it fires when the network returns, whether or not this page is still open.
      void requestBackgroundSync();
    };
    const onVisible = () => document.visibilityState === 'visible' && syncNow();
    const periodic = setInterval(() => document.visibilityState === 'visible' && syncNow(), PERIODIC_MS);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    let stopPokes = () => {};
    // The first sync and the event stream start once the screen from this device's data is drawn:
    // started before it, the pull and the writes it makes came before the first frame on a phone.
    const stopWaiting = afterPaint(() => {
      stopPokes = listenForPokes({
        token: freshToken,
        onPoke: () => {
          syncNow();
          void refreshOnPoke(queryClient);
        },
        // The stream's 401 is tried as the sync's: a refresh first, a sign-out only if it is refused.
        onUnauthorized: async (token) => (await recoverSession(token)) !== 'gone',
      });
      syncNow();
    });
    return () => {
      stopWaiting();
      stopWrites();
      stopPokes();
      clearInterval(periodic);
      clearTimeout(debounce.current);
      clearTimeout(retry.current);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [syncNow, deviceOnly]);

  // The app opens before the server has said who the session is, and the device becomes this
  // person's a moment later (AuthProvider claims it). A sync started meanwhile is refused
  // (NotThisPerson) and sends nothing; it goes again as soon as the device is this person's. Only
  // a refused one: a sync still running when the claim lands checks the owner itself, and asking
  // for another at every start cost a second round of writes and redraws on the first screen.
  const owner = useLiveQuery(() => deviceOwner(), []);
  const ownerReady = !deviceOnly && userId !== null && owner === userId;
  const wasReady = useRef(ownerReady);
  useEffect(() => {
    ownerReadyNow.current = ownerReady;
    if (ownerReady && !wasReady.current) {
      retriedOnClaim.current = false;
      if (refusedBeforeClaim.current) syncNow();
    }
    wasReady.current = ownerReady;
  }, [ownerReady, syncNow]);

  // The clock offset measured by a sync (this page's or the service worker's) sets the person's day.
  const measuredOffset = useLiveQuery(async () => {
    const meta = (await localDb().meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
    return meta?.clockMeasuredAt === undefined ? undefined : meta.clockOffset;
  });
  useEffect(() => {
    if (measuredOffset !== undefined) learnClockOffset(measuredOffset);
  }, [measuredOffset]);
  // The write path's schema check is fetched once the screen is drawn, so a check-in finds it here,
  // even if the network has gone by then (it stays out of the first paint's code). A write made
  // before it arrives does not wait for it (sync-client mutations.ts).
  useEffect(() => afterPaint(() => void preloadMutationSchema().catch(() => undefined)), []);

  // Synced preferences drive the theme; the localStorage copy lets the next load paint it at once.
  // Only what changed in the synced row is copied: a row that changed elsewhere (another setting,
  // a pull) must not put back a theme the person has just chosen while its own write is landing.
  const preferences = useLiveQuery(() => localDb().preferences.get('me'));
  const lastSynced = useRef<Partial<Preferences>>({});
  useEffect(() => {
    if (!preferences) return;
    const synced: Partial<Preferences> = {
      theme: preferences.theme,
      timezone: preferences.timezone,
      weekStartsOn: preferences.weekStartsOn,
      emailNotifications: preferences.emailNotifications,
      dayStartsAt: preferences.dayStartsAt,
      pushEncouragements: preferences.pushEncouragements,
      pushGroupEvents: preferences.pushGroupEvents,
      reminderSummaryAt: preferences.reminderSummaryAt,
    };
    const changed = Object.fromEntries(
      Object.entries(synced).filter(([key, value]) => lastSynced.current[key as keyof Preferences] !== value),
    ) as Partial<Preferences>;
    lastSynced.current = synced;
    if (Object.keys(changed).length > 0) savePreferences(changed);
  }, [preferences]);

  const value = useMemo(() => ({ state, error, syncNow }), [state, error, syncNow]);
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}

export function useSync(): SyncContextValue {
  const context = useContext(SyncContext);
  if (!context) throw new Error('useSync must be used inside SyncProvider');
  return context;
}
