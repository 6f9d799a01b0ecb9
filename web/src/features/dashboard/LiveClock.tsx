import { type ReactNode, useEffect, useState } from 'react';

/**
 * The clock ticks each second in its own component, so the page around it does not re-render; the
 * greeting is drawn here too, from the same tick, so it turns to 'Good afternoon' at noon.
 */
export function LiveClock({ timeZone, children }: { timeZone: string; children(hour: number): ReactNode }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return (
    <div className="welcome__greeting">
      {children(Number(part('hour')))}
      <time className="welcome__clock" dateTime={now.toISOString()} data-testid="live-clock">
        {`${part('hour')}:${part('minute')}:${part('second')}`}
      </time>
    </div>
  );
}
