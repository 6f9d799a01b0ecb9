import { TWO_CLICK_DELETE_MS } from '@habitat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DISARMED, pressTwoClick, type TwoClickState } from './two-click-confirm';

/**
 * The two-click rule of ./two-click-confirm on a button: `press` answers whether this click
 * confirms; the armed state resets itself after the window, and the timer dies with the component.
 */
export function useTwoClickConfirm(windowMs = TWO_CLICK_DELETE_MS) {
  const [state, setState] = useState<TwoClickState>(DISARMED);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const press = useCallback((): boolean => {
    clearTimeout(timer.current);
    const next = pressTwoClick(state, Date.now(), windowMs);
    setState(next.state);
    if (next.outcome === 'arm') timer.current = setTimeout(() => setState(DISARMED), windowMs);
    return next.outcome === 'confirm';
  }, [state, windowMs]);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState(DISARMED);
  }, []);

  // The timer disarms on time; reading the clock during render would make rendering impure.
  return { armed: state.armedAt !== null, press, reset };
}
