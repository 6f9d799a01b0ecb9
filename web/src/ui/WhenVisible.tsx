import { type ReactNode, useEffect, useRef, useState } from 'react';
import './when-visible.css';

/**
 * Renders its children once they come into the window, and a placeholder of their size until
 * then. A chart below a phone's first screen then costs nothing (no chart library downloaded,
 * nothing drawn) until the person scrolls to it; on a desk, where it is in view, it renders at
 * once. It used to start a screen early, which on a phone meant at once: the chart library then
 * ran while the Today list was painting, and a mid-range phone felt it (issue 27).
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = marker.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      // A little early, so a slow scroll finds it drawn.
      { rootMargin: '0px 0px 64px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) return children;
  return (
    <div ref={marker} className="when-visible">
      {placeholder}
    </div>
  );
}
