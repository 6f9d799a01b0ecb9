import { readDeviceOnly, readToken } from './session-store';

/**
 * How this page was opened (issue 32): its address then, and whether someone was using the app on
 * this device at that moment. An installed app's shortcut opens an address that asks for an act
 * (`?check=next`); it is honoured only for the launch itself, and only for the person it found
 * there: opened signed out, the same address reached after a sign-in is not that person's tap.
 */
export const LAUNCH: { readonly search: string; readonly withPerson: boolean } = {
  search: typeof location === 'undefined' ? '' : location.search,
  withPerson: typeof localStorage === 'undefined' ? false : readToken() !== null || readDeviceOnly() !== null,
};

/** The launch address asked for this value of `param`, and someone was there to ask. */
export function launchedAsking(param: string, value: string): boolean {
  return LAUNCH.withPerson && new URLSearchParams(LAUNCH.search).get(param) === value;
}
