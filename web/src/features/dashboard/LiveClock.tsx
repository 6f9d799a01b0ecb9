import { useEffect, useState } from 'react';

/** The clock ticks in its own component, so the page around it does not re-render every second. */
export function LiveClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  }).format(now);
  return (
    <time className="welcome__clock" dateTime={now.toISOString()} data-testid="live-clock">
      {time}
    </time>
  );
}
