import { TWO_CLICK_DELETE_MS } from '@habitat/domain';

/**
 * Spec §4 Group habit delete: the first click arms the button, a second click within 3 s confirms,
 * and an armed button disarms by itself after 3 s. Time is passed in, so the rule is testable.
 */
export interface TwoClickState {
  /** When the first click happened; null while not armed. */
  armedAt: number | null;
}

export const DISARMED: TwoClickState = { armedAt: null };

export function isArmed(state: TwoClickState, now: number, windowMs = TWO_CLICK_DELETE_MS): boolean {
  return state.armedAt !== null && now - state.armedAt < windowMs;
}

/** A click: 'arm' the first time (or after the window ran out), 'confirm' within the window. */
export function pressTwoClick(
  state: TwoClickState,
  now: number,
  windowMs = TWO_CLICK_DELETE_MS,
): { state: TwoClickState; outcome: 'arm' | 'confirm' } {
  if (isArmed(state, now, windowMs)) return { state: DISARMED, outcome: 'confirm' };
  return { state: { armedAt: now }, outcome: 'arm' };
}

/** The delete button's words while armed and not. */
export function twoClickLabel(armed: boolean): string {
  return armed ? 'Are you sure? Click again to delete' : 'Delete Habit';
}
