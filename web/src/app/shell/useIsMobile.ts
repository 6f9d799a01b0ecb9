import { MOBILE_BREAKPOINT_PX } from '@habitat/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void) {
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at a window width of 768 px or less (spec §2 App shell). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(QUERY).matches);
}
