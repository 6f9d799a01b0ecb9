import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Renders its children once the main thread is first idle after it mounts (within three seconds):
 * for what runs in the background of a screen (reminders) and has no business on its first frames,
 * where a mid-range phone spends every millisecond on the screen itself (issue 27).
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
