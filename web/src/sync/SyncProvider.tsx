import type { Preferences } from '@habitat/domain';
import {
  httpTransport,
  onLocalWrite,
  preloadMutationSchema,
  SyncEngine,
  SyncError,
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
import { expireSession, freshToken } from '../api/client';
import { queryClient } from '../api/query-client';
import { refreshOnPoke } from '../api/query-refresh';
import { localDb } from '../data/database';
import { useAuth } from '../session/AuthProvider';
import { mirrorToken } from '../session/device';
import { savePreferences } from '../theme/preferences-store';
import { whenIdle } from '../ui/when-idle';
import { requestBackgroundSync } from './background-sync';
import { listenForPokes } from './events';

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
 * pokes. Mirrors the token for the service worker and the synced preferences for the first paint.
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

  const engine = useMemo(() => {
    // Mirrored once per token, not read back per request: a read of the meta table waits for the
    // sync's own write transaction, and the next pull page must leave while the last is written.
    let mirrored: string | null = null;
    return new SyncEngine(
      localDb(),
      httpTransport({
        token: async () => {
          const token = await freshToken();
          if (token && userId && token !== mirrored) {
            await mirrorToken(userId, token);
            mirrored = token;
          }
          return token;
        },
      }),
    );
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
    engine
      .sync()
      .then(() => {
        setState('synced');
        setError(null);
        retryDelay.current = RETRY_FIRST_MS;
      })
      .catch((failure: unknown) => {
        if (failure instanceof SyncError && failure.kind === 'unauthorized') return expireSession();
        // The network is up but the server did not answer (restarting, a proxy's 502): try again
        // soon, sooner than the next minute's sync, backing off while it stays down.
        retry.current = setTimeout(syncNow, retryDelay.current);
        retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
        if (failure instanceof SyncError && failure.kind === 'offline') {
          setState('offline');
          void requestBackgroundSync();
          return;
        }
        setState('error');
        setError(failure instanceof Error ? failure.message : 'Sync failed');
      });
  }, [engine, deviceOnly]);

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
    const stopPokes = listenForPokes({
      token: freshToken,
      onPoke: () => {
        syncNow();
        void refreshOnPoke(queryClient);
      },
      onUnauthorized: expireSession,
    });
    syncNow();
    return () => {
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

  // The write path's schema check is fetched once the screen is up, so the first check-in finds
  // it here, even if the network has gone by then (it stays out of the first paint's code).
  useEffect(() => whenIdle(() => void preloadMutationSchema().catch(() => undefined)), []);

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
