import { DAY_START_OPTIONS, WEEKDAY_NAMES } from '@habitat/domain';

/** The choices the Profile & Account widget offers, with the words it shows for them. */

export interface Option<T> {
  value: T;
  label: string;
}

export const WEEK_DAY_OPTIONS: readonly Option<number>[] = WEEKDAY_NAMES.map((label, value) => ({
  value,
  label,
}));

export function dayStartOptions(): Option<string>[] {
  return DAY_START_OPTIONS.map((time) => ({
    value: time,
    label: time === '00:00' ? '00:00 (midnight)' : time,
  }));
}

/** 'Connected: Google / GitHub' with the sign-ins linked to the account, or nothing when none are. */
export function connectedAccounts(user: { hasGoogleAuth: boolean; hasGithubAuth: boolean }): string | null {
  const linked = [user.hasGoogleAuth && 'Google', user.hasGithubAuth && 'GitHub'].filter(
    (name): name is string => typeof name === 'string',
  );
  return linked.length > 0 ? `Connected: ${linked.join(' / ')}` : null;
}
