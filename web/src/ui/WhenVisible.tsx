import { type ReactNode, useEffect, useRef, useState } from 'react';
import './when-visible.css';

/**
 * Renders its children once they come near the window, and a placeholder of their size until
 * then. A chart far down a phone's page then costs nothing (no chart library downloaded, nothing
 * drawn) until the person scrolls towards it; on a desk, where it is in view, it renders at once.
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
      // Started a screen early, so it is drawn by the time it scrolls into view.
      { rootMargin: '100% 0px' },
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
