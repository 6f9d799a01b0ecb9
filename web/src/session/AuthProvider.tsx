import { deviceTimeZone } from '@habitat/domain';
import type { AuthResponse, User } from '@habitat/protocol';
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
import { useLocation, useNavigate } from 'react-router';
import { ApiError, setSessionExpiredHandler, setSessionPerson } from '../api/client';
import { TRANSPORT_MESSAGES } from '../api/error-messages';
import { setWritingPerson } from '../data/writing-person';
import { readPreferences, savePreferences } from '../theme/preferences-store';
import { DialogPortal } from '../ui/DialogPortal';
import { useToast } from '../ui/toast/ToastProvider';
import { afterPaint } from '../ui/when-idle';
import * as authApi from './auth-api';
import { type DeviceOnlyAnswer, DeviceOnlyQuestion } from './DeviceOnlyQuestion';
import type { DeviceOnlyCounts, DeviceOnlyDecision } from './device';
import { forgetServedData } from './forget-served-data';
import { type KeptNotice, keptNoticeText } from './kept-notice';
import { loginPathFor } from './next-path';
import { announcePerson, listenForPerson, type PersonChange } from './person-channel';
import {
  clearDeviceOnly,
  clearSession,
  isTokenOf,
  readDeviceOnly,
  readSessionUser,
  readStoredUser,
  readToken,
  storeDeviceOnly,
  storeSession,
  storeSessionEnd,
  storeUser,
  subjectOf,
} from './session-store';

/**
 * `deviceOnly`: a person using the app on this device without an account. Their data lives in the
 * local database only; nothing is sent anywhere until they create an account or sign in.
 */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'deviceOnly';

/** Whether a sign-in is to a brand-new account (it takes everything) or one that exists (it asks). */
type AccountKind = 'new' | 'existing';

interface PendingQuestion {
  counts: DeviceOnlyCounts;
  email: string;
  answer(choice: DeviceOnlyAnswer): void;
}

function initialStatus(): AuthStatus {
  if (readToken() && readStoredUser()) return 'loading';
  return readDeviceOnly() ? 'deviceOnly' : 'unauthenticated';
}

/** Where the sign-in pages' guard sends the person once signed in (and what that page is passed). */
export interface Landing {
  to: string;
  state?: unknown;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  /** The invitation the person signed up from: the account joins its group at once. */
  invitationToken?: string;
}

interface AuthContextValue {
  status: AuthStatus;
  /** Set when the person signed out themselves: guarded screens then go home rather than to /login. */
  signedOut: boolean;
  user: User | null;
  /** The last sign-in or sign-up failure, shown in the page's banner. */
  error: string | null;
  /** Set by the sign-in that just succeeded; null sends the person to the page's usual place. */
  landing: Landing | null;
  login(email: string, password: string, rememberMe: boolean, landing?: Landing): Promise<boolean>;
  /** The new account's session, or null when the sign-up failed (the error is in `error`). */
  register(registration: Registration, landingOf?: (data: AuthData) => Landing): Promise<AuthData | null>;
  /** Sets a new password with an emailed reset link, which signs in afresh. */
  resetPassword(token: string, password: string, landing: Landing): Promise<boolean>;
  logout(): Promise<void>;
  /** Starts using this device without an account; the reason it cannot, or null. */
  startDeviceOnly(): Promise<string | null>;
  /**
   * A social login's session (the callback page): claimed like any sign-in, asking when it must.
   * False when the person cancelled; throws when the device could not be claimed.
   */
  adoptSession(token: string, user: User): Promise<boolean>;
  setUser(user: User): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const STARTUP_CHECK_TIMEOUT_MS = 5000;
/**
 * A stored user that is not the token's person waits for the server's word: asked again after 2 s,
 * then 4, 8… up to 30 s, and at once when the network returns.
 */
const CHECK_RETRY_FIRST_MS = 2000;
const CHECK_RETRY_MAX_MS = 30_000;
/** Read at leisure: it says whose changes wait on this device, and when they will go. */
const KEPT_NOTICE_MS = 12_000;
/** Said in every other tab when a person signs out in one. */
export const SIGNED_OUT_ELSEWHERE = 'Signed out';

type AuthData = AuthResponse['data'];

/**
 * Auth state of spec §4. At start a stored session is checked with /auth/me; only the server saying
 * no (401) signs the person out, so opening the app with no network keeps them in their data.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  // The stored user only when it is the stored token's person; else none until the server says.
  const [user, setUserState] = useState<User | null>(readSessionUser);
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [landing, setLanding] = useState<Landing | null>(null);
  const { pathname } = useLocation();

  // Used once: when the app has arrived where the sign-in said, later visits to the sign-in pages
  // go to their usual places (a declined invitation must not send the person back to it).
  useEffect(() => {
    if (landing && pathname === new URL(landing.to, window.location.origin).pathname) setLanding(null);
  }, [landing, pathname]);

  /** This tab is signing out: the session ends on purpose, not by expiry. */
  const leaving = useRef(false);
  useEffect(() => {
    setSessionExpiredHandler(() => {
      // Signing out ends the session on purpose: a call that learns it meanwhile expires nothing.
      if (leaving.current) return;
      // This tab already shows nobody (signed out here or in another tab): nothing expired.
      if (personRef.current === null) return;
      // The other tabs hear it from here: the same session is gone for them too.
      announcePerson({ person: null, ended: 'expired' });
      personRef.current = null;
      setWritingPerson(null);
      setSessionPerson(null);
      void forgetServedData();
      setSignedOut(false);
      setUserState(null);
      setStatus('unauthenticated');
      // Someone reading the landing page with a stale session is not interrupted; the app sends them to /login.
      if (window.location.pathname.startsWith('/app')) {
        toast.error(TRANSPORT_MESSAGES.sessionExpired);
        // Signing in again brings the person back to the page they were on.
        navigate(loginPathFor(window.location), { replace: true });
      }
    });
  }, [navigate, toast]);

  // Every tab follows the one person using the device (person-channel.ts): when another tab signs
  // in or starts without an account, this one loads afresh as that person; when it signs out, this
  // one is signed out at once and says so. Its own writes are already in the shared database, and
  // a write it makes meanwhile is refused rather than stored under the next person (mutations.ts).
  //
  // While a stored session is checked and its stored user disagreed with its token (status
  // 'loading', no user yet), the tab is the token's own subject: the check (/auth/me) goes under
  // that token, and nothing is written for anyone until the server has said who it is.
  const [tokenPerson] = useState(() => {
    const token = readToken();
    return token ? subjectOf(token) : null;
  });
  const unconfirmed = status === 'loading' && user === null;
  const person =
    status === 'deviceOnly'
      ? 'device-only'
      : status === 'unauthenticated'
        ? null
        : (user?._id ?? tokenPerson);
  const personRef = useRef(person);
  personRef.current = person;
  setWritingPerson(unconfirmed ? null : person);
  setSessionPerson(person);
  /** The tab's person changes now, ahead of the render that shows them. */
  const adoptPerson = useCallback((next: string) => {
    personRef.current = next;
    setWritingPerson(next);
    setSessionPerson(next);
  }, []);
  /** Says whose changes wait on this device, and when they will be sent. */
  const tellKept = useCallback(
    (notice: KeptNotice, signingOutOwner: boolean) =>
      toast.info(keptNoticeText(notice, signingOutOwner), { duration: KEPT_NOTICE_MS }),
    [toast],
  );
  /** For the start-up check, which runs once: the notice as it is when the answer comes. */
  const tellKeptRef = useRef(tellKept);
  tellKeptRef.current = tellKept;
  const endedElsewhere = useRef<(change: PersonChange) => void>(() => {});
  endedElsewhere.current = (change) => {
    personRef.current = null;
    setWritingPerson(null);
    setSessionPerson(null);
    void forgetServedData();
    setLanding(null);
    setUserState(null);
    setStatus('unauthenticated');
    if (change.ended === 'expired') {
      setSignedOut(false);
      if (window.location.pathname.startsWith('/app')) {
        toast.error(TRANSPORT_MESSAGES.sessionExpired);
        navigate(loginPathFor(window.location), { replace: true });
      }
      return;
    }
    setSignedOut(true);
    toast.info(SIGNED_OUT_ELSEWHERE);
  };
  useEffect(
    () =>
      listenForPerson((change) => {
        if (change.person === personRef.current) return;
        if (change.person === null) endedElsewhere.current(change);
        else window.location.reload();
      }),
    [],
  );

  // A hand-over to an account stopped (kill -9, a crash) after the device became the account's and
  // before the session was stored: finished now, so the account's outbox is pushed as it should be.
  useEffect(() => {
    if (initialStatus() !== 'deviceOnly') return;
    void import('./device').then(async (device) => {
      const handOver = await device.unfinishedHandOver();
      if (!readDeviceOnly()) return;
      if (!handOver) {
        // Still without an account, whatever a stopped sign-in left in the database. Not when
        // another tab has just stored its session: that sign-in is finishing, not stopped.
        if (!readToken()) await device.repairDeviceOnly();
        return;
      }
      storeSession(handOver.token, handOver.user);
      clearDeviceOnly();
      adoptPerson(handOver.user._id);
      await device.finishHandOver();
      setUserState(handOver.user);
      setStatus('authenticated');
    });
  }, [adoptPerson]);

  useEffect(() => {
    const stored = readStoredUser();
    if (!readToken() || !stored) {
      clearSession();
      return;
    }
    // A sign-in finished storing its session but was stopped before it cleared the marker.
    clearDeviceOnly();
    // The stored user, if it is the token's person: the app runs as them while the server is asked,
    // and carries on as them when it cannot be reached (offline-first). One that disagrees (an id
    // an older build left empty, or another person's) is never the identity the device and the
    // sync follow: only the server's answer is, and it replaces the stored user.
    const trusted = readSessionUser();
    // The token the check is made under: the server's answer is about its person only.
    const checkedToken = readToken();
    /** Whether the stored token is still `account`'s (another tab may have signed someone else in). */
    const stillTheirs = (account: User) => {
      const token = readToken();
      if (!token) return false;
      return token === checkedToken || isTokenOf(token, account._id, account._id);
    };
    // The server's word on who the session is, when it answers; else the trusted stored user.
    // True once the device is the account's; false when the stored token is someone else's now.
    const adopt = async (account: User): Promise<boolean> => {
      const token = readToken();
      // Another tab signed someone else in meanwhile: this tab follows them (person-channel), and
      // their token is never given to this account's claim.
      if (!token || !isTokenOf(token, account._id, account._id)) return false;
      const device = await import('./device');
      const waiting = await device.takeDeviceFor(account, token);
      if (waiting) tellKeptRef.current(waiting, false);
      return true;
    };
    // A trusted stored user is the token's subject, and the server answers for a token with its
    // subject: the device is theirs at once, so a change made before the answer (or with no network
    // at all) is kept rather than refused as made on a device that is nobody's yet.
    // A claim that fails (storage refused) leaves the device as it was: it is tried again once the
    // server has answered, else the sync's owner check sends nothing and the device stays nobody's.
    const claimedAtStart: Promise<boolean> = trusted
      ? adopt(trusted).catch(() => false)
      : Promise.resolve(false);
    let stopped = false;
    let controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = CHECK_RETRY_FIRST_MS;
    const check = () => {
      retry = undefined;
      controller = new AbortController();
      const asked = controller;
      const timer = setTimeout(() => asked.abort(), STARTUP_CHECK_TIMEOUT_MS);
      authApi
        .fetchMe(asked.signal)
        .then(async (fresh) => {
          const claimed = (await claimedAtStart) && fresh._id === trusted?._id;
          if (!claimed && !(await adopt(fresh))) return;
          // The answer came after another tab stored someone else's session: that session is
          // left whole (this tab reloads as its person), never paired with this answer's user.
          if (stopped || !stillTheirs(fresh)) return;
          storeUser(fresh);
          setUserState(fresh);
          setStatus('authenticated');
        })
        .catch((failure: unknown) => {
          if (stopped) return;
          if (failure instanceof ApiError && failure.status === 401) return; // handled as an expired session
          if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
            // The app may already show what the session fetched (it opens before this answer).
            void forgetServedData();
            clearSession();
            setUserState(null);
            setStatus('unauthenticated');
            return;
          }
          // Offline or the server is down: carry on with the stored user when it is the token's
          // person; otherwise ask again until the server answers.
          if (trusted) {
            void claimedAtStart.then(() => setStatus('authenticated'));
            return;
          }
          retry = setTimeout(check, wait);
          wait = Math.min(wait * 2, CHECK_RETRY_MAX_MS);
        })
        .finally(() => clearTimeout(timer));
    };
    const onOnline = () => {
      if (retry === undefined) return;
      clearTimeout(retry);
      check();
    };
    window.addEventListener('online', onOnline);
    // The app already runs as the trusted stored user: the server is asked once the screen from
    // this device's data is drawn, and the answer (with the schemas that read it) comes after it.
    const stopWaiting = afterPaint(check);
    return () => {
      stopped = true;
      stopWaiting();
      clearTimeout(retry);
      controller.abort();
      window.removeEventListener('online', onOnline);
    };
  }, []);

  /** Asks the one question; resolves with the answer once the person gives it. */
  const ask = useCallback(
    (counts: DeviceOnlyCounts, email: string) =>
      new Promise<DeviceOnlyAnswer>((resolve) => {
        setQuestion({
          counts,
          email,
          answer: (choice) => {
            setQuestion(null);
            resolve(choice);
          },
        });
      }),
    [],
  );

  /**
   * Hands the device to the account: a new account takes what was made here without one; an
   * existing one asks first. Null when the person cancelled (nothing changed, still device-only).
   */
  const claimFor = useCallback(
    async (data: AuthData, kind: AccountKind): Promise<DeviceOnlyDecision | 'fresh' | null> => {
      const { claimDevice, DeviceOnlyUndecided } = await import('./device');
      if (kind === 'new') {
        await claimDevice(data.user._id, data.token, 'carry-everything', data.user);
        return 'carry-everything';
      }
      try {
        const waiting = await claimDevice(data.user._id, data.token, undefined, data.user);
        if (waiting) tellKept(waiting, false);
        return 'fresh';
      } catch (failure) {
        if (!(failure instanceof DeviceOnlyUndecided)) throw failure;
        const choice = await ask(failure.counts, data.user.email);
        if (choice === 'cancel') return null;
        if (choice === 'apart') {
          // Kept on the device before anything is wiped (a download alone may never arrive).
          const { setAsideDeviceOnlyData } = await import('./device-only-export');
          await setAsideDeviceOnlyData(readPreferences().timezone);
        }
        const decision = choice === 'add' ? 'carry-records' : 'set-aside';
        await claimDevice(data.user._id, data.token, decision, data.user);
        return decision;
      }
    },
    [ask, tellKept],
  );

  /** The session is stored only once the device is the account's: a kill before leaves it as it was. */
  const enter = useCallback(
    async (data: AuthData, kind: AccountKind, landing: Landing | null): Promise<boolean> => {
      const claimed = await claimFor(data, kind);
      if (claimed === null) {
        // Cancelled: the session just opened is closed again, and the device stays as it was.
        void authApi.endSession(data.token);
        return false;
      }
      storeSession(data.token, data.user);
      clearDeviceOnly();
      // This tab is the new person's from here, before it renders again: a call the sign-in's
      // page makes at once (joining an invitation's group) goes under their token.
      adoptPerson(data.user._id);
      announcePerson({ person: data.user._id });
      if (claimed !== 'fresh') void import('./device').then((device) => device.finishHandOver());
      // Painted at once; the synced copy (SyncProvider) takes over after the first pull. A new
      // account taking this device's data keeps the look the person chose here; its pushed
      // preferences reach the server with the first sync.
      if (claimed !== 'carry-everything') savePreferences(data.user.preferences);
      setLanding(landing);
      leaving.current = false;
      setUserState(data.user);
      setStatus('authenticated');
      setSignedOut(false);
      return true;
    },
    [
      claimFor, // This tab is the new person's from here, before it renders again: a call the sign-in's
      // page makes at once (joining an invitation's group) goes under their token.
      adoptPerson,
    ],
  );

  const signIn = useCallback(
    async (
      attempt: () => Promise<AuthData>,
      fallbackError: string,
      kind: AccountKind,
      landingOf?: (data: AuthData) => Landing,
    ) => {
      setError(null);
      try {
        const data = await attempt();
        return (await enter(data, kind, landingOf ? landingOf(data) : null)) ? data : null;
      } catch (failure) {
        clearSession();
        setError(failure instanceof Error ? failure.message : fallbackError);
        return null;
      }
    },
    [enter],
  );

  const adoptSession = useCallback(
    (token: string, account: User) => enter({ token, user: account }, 'existing', null),
    [enter],
  );

  const startDeviceOnly = useCallback(async () => {
    const device = await import('./device');
    const started = await device.startDeviceOnly();
    if (!started.ok) return started.reason;
    storeDeviceOnly({ since: new Date().toISOString() });
    adoptPerson('device-only');
    announcePerson({ person: 'device-only' });
    void import('../push/push-device')
      .then(({ dropPushSubscription }) => dropPushSubscription())
      .catch(() => {});
    setSignedOut(false);
    setStatus('deviceOnly');
    return null;
  }, [adoptPerson]);

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean, landing?: Landing) =>
      (await signIn(
        () => authApi.login(email.trim(), password, rememberMe),
        TRANSPORT_MESSAGES.unexpected,
        'existing',
        landing ? () => landing : undefined,
      )) !== null,
    [signIn],
  );

  const register = useCallback(
    (registration: Registration, landingOf?: (data: AuthData) => Landing) => {
      // The device's zone, so "today" is right from the first minute.
      const timezone = deviceTimeZone();
      return signIn(
        () =>
          authApi.register({
            ...registration,
            email: registration.email.trim(),
            ...(timezone ? { timezone } : {}),
          }),
        'Failed to create account. Please try again.',
        'new',
        landingOf,
      );
    },
    [signIn],
  );

  const resetPassword = useCallback(
    async (token: string, password: string, landing: Landing) =>
      (await signIn(
        () => authApi.resetPassword(token, password),
        TRANSPORT_MESSAGES.unexpected,
        'existing',
        () => landing,
      )) !== null,
    [signIn],
  );

  const logout = useCallback(async () => {
    // While the session still holds, its unsent changes go first; what cannot go now is kept
    // aside for this person's next sign-in here, never deleted with the rest.
    const device = await import('./device');
    const waiting = await device.keepUnsentOfLastOwner();
    // The server forgets this device's push subscription, and the browser drops it, so nothing of
    // this person's reaches the next one to sign in here.
    try {
      const { forgetPushDevice } = await import('../push/push-device');
      await forgetPushDevice();
    } catch {
      // Offline before the app was cached, or the browser refused: signing out goes on regardless.
    }
    // Every tab is signed out before the server ends the session, so none of them meets the
    // ended session first and calls it expired.
    const token = readToken();
    leaving.current = true;
    setWritingPerson(null);
    setSessionPerson(null);
    storeSessionEnd('signed-out');
    clearSession();
    announcePerson({ person: null, ended: 'signed-out' });
    // Signing out always works locally, even when the server cannot be reached.
    if (token) await authApi.endSession(token);
    const { wipeLocalData } = await import('../data/database');
    await wipeLocalData();
    if (waiting) tellKept(waiting, true);
    setSignedOut(true);
    setLanding(null);
    setUserState(null);
    setStatus('unauthenticated');
    // Forgotten once the screens that showed it are leaving, in the same render: emptied earlier,
    // every group widget would show "Loading…" during the wipe.
    await forgetServedData();
  }, [tellKept]);

  const setUser = useCallback((next: User) => {
    storeUser(next);
    setUserState(next);
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const value = useMemo(
    () => ({
      status,
      signedOut,
      user,
      error,
      landing,
      login,
      register,
      resetPassword,
      logout,
      startDeviceOnly,
      adoptSession,
      setUser,
      clearError,
    }),
    [
      status,
      signedOut,
      user,
      error,
      landing,
      login,
      register,
      resetPassword,
      logout,
      startDeviceOnly,
      adoptSession,
      setUser,
      clearError,
    ],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {question && (
        <DialogPortal>
          <DeviceOnlyQuestion counts={question.counts} email={question.email} onAnswer={question.answer} />
        </DialogPortal>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}

/**
 * The sign-in failure of the page that calls it: a failure belongs to the page it happened on, so
 * it is cleared when the page opens and when it closes, and never greets the person elsewhere.
 */
export function usePageAuthError(): { error: string | null; clearError(): void } {
  const { error, clearError } = useAuth();
  useEffect(() => {
    clearError();
    return clearError;
  }, [clearError]);
  return { error, clearError };
}
