import type { AuthResponse, User } from '@habitat/protocol';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import * as authApi from '../../api/auth-api';
import { ApiError, setSessionExpiredHandler } from '../../api/client';
import { TRANSPORT_MESSAGES } from '../../api/error-messages';
import { clearSession, readStoredUser, readToken, storeSession, storeUser } from '../../api/session-store';
import { savePreferences } from '../../theme/preferences-store';
import { useToast } from '../../ui/toast/ToastProvider';
import { forgetServedData } from './forget-served-data';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthContextValue {
  status: AuthStatus;
  /** Set when the person signed out themselves: guarded screens then go home rather than to /login. */
  signedOut: boolean;
  user: User | null;
  /** The last sign-in or sign-up failure, shown in the page's banner. */
  error: string | null;
  login(email: string, password: string, rememberMe: boolean): Promise<boolean>;
  register(name: string, email: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
  setUser(user: User): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const STARTUP_CHECK_TIMEOUT_MS = 5000;

type AuthData = AuthResponse['data'];

/**
 * Auth state of spec §4. At start a stored session is checked with /auth/me; only the server saying
 * no (401) signs the person out, so opening the app with no network keeps them in their data.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [user, setUserState] = useState<User | null>(() => (readToken() ? readStoredUser() : null));
  const [status, setStatus] = useState<AuthStatus>(() =>
    readToken() && readStoredUser() ? 'loading' : 'unauthenticated',
  );
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      void forgetServedData();
      setSignedOut(false);
      setUserState(null);
      setStatus('unauthenticated');
      // Someone reading the landing page with a stale session is not interrupted; the app sends them to /login.
      if (window.location.pathname.startsWith('/app')) {
        toast.error(TRANSPORT_MESSAGES.sessionExpired);
        navigate('/login', { replace: true });
      }
    });
  }, [navigate, toast]);

  useEffect(() => {
    if (!readToken() || !readStoredUser()) {
      clearSession();
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), STARTUP_CHECK_TIMEOUT_MS);
    authApi
      .fetchMe(controller.signal)
      .then((fresh) => {
        storeUser(fresh);
        setUserState(fresh);
        setStatus('authenticated');
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 401) return; // handled as an expired session
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
          clearSession();
          setUserState(null);
          setStatus('unauthenticated');
          return;
        }
        // Offline or the server is down: carry on with the stored user.
        setStatus('authenticated');
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  const signIn = useCallback(async (attempt: () => Promise<AuthData>, fallbackError: string) => {
    setError(null);
    try {
      const data = await attempt();
      // The local database loads only once someone signs in: the sign-in pages stay light.
      const { claimDevice } = await import('../../data/database');
      await claimDevice(data.user._id, data.token);
      storeSession(data.token, data.user);
      // Painted at once; the synced copy (SyncProvider) takes over after the first pull.
      savePreferences(data.user.preferences);
      setUserState(data.user);
      setStatus('authenticated');
      setSignedOut(false);
      return true;
    } catch (failure) {
      clearSession();
      setError(failure instanceof Error ? failure.message : fallbackError);
      return false;
    }
  }, []);

  const login = useCallback(
    (email: string, password: string, rememberMe: boolean) =>
      signIn(() => authApi.login(email.trim(), password, rememberMe), TRANSPORT_MESSAGES.unexpected),
    [signIn],
  );

  const register = useCallback(
    (name: string, email: string, password: string) =>
      signIn(
        () => authApi.register({ name, email: email.trim(), password }),
        'Failed to create account. Please try again.',
      ),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Signing out always works locally, even when the server cannot be told.
    }
    const { wipeLocalData } = await import('../../data/database');
    await Promise.all([wipeLocalData(), forgetServedData()]);
    clearSession();
    setSignedOut(true);
    setUserState(null);
    setStatus('unauthenticated');
  }, []);

  const setUser = useCallback((next: User) => {
    storeUser(next);
    setUserState(next);
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const value = useMemo(
    () => ({ status, signedOut, user, error, login, register, logout, setUser, clearError }),
    [status, signedOut, user, error, login, register, logout, setUser, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
