import { normalizePreferences, type Preferences } from '@habitat/domain';

/**
 * Preferences as this device knows them (spec §3 local storage `user_preferences`), merged over the
 * defaults and validated on every read, so a stale or hand-edited value can never break the app.
 */
const KEY = 'user_preferences';
type Listener = (preferences: Preferences) => void;
const listeners = new Set<Listener>();

export function readPreferences(): Preferences {
  try {
    return normalizePreferences(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return normalizePreferences(null);
  }
}

export function savePreferences(changes: Partial<Preferences>): Preferences {
  const next = normalizePreferences({ ...readPreferences(), ...changes });
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener(next);
  return next;
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A new person starts on this device (signed out, or started without an account): the last
 * account's zone, week start and the rest are not theirs. The theme stays: it is the device's look,
 * already painted on the page they are reading.
 */
export function forgetPersonalPreferences(): Preferences {
  const { theme } = readPreferences();
  localStorage.removeItem(KEY);
  return savePreferences({ theme });
}
