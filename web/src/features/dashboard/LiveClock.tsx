import { type ReactNode, useEffect, useState } from 'react';
import { serverNow, useClockOffset } from '../../sync/server-clock';

/** Milliseconds to the next whole minute, so the shown time turns over when the phone's does. */
function untilNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000) + 50;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
/** 'HH:MM' in a zone, one formatter per zone: building one costs milliseconds on a phone. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormatters.set(timeZone, format);
  }
  return format;
}

/**
 * The time of day, to the minute (issue 27: a ticking seconds clock is noise on the screen a person
 * opens ten times a day; spec §9's 1 s tick is a recorded departure). It wakes once a minute, on the
 * minute, in its own component, so the page around it does not re-render; the greeting is drawn
 * from the same time, so it turns to 'Good afternoon' at noon.
 */
export function LiveClock({
  timeZone,
  children,
}: {
  timeZone: string;
  children(hour: number, time: ReactNode): ReactNode;
}) {
  // The server-corrected time, like the day beside it: a phone a day off still reads the right date.
  const offset = useClockOffset();
  const [now, setNow] = useState(() => new Date(serverNow()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offset only asks for another look
  useEffect(() => {
    setNow(new Date(serverNow()));
    let timer = setTimeout(
      function tick() {
        const next = new Date(serverNow());
        setNow(next);
        timer = setTimeout(tick, untilNextMinute(next));
      },
      untilNextMinute(new Date(serverNow())),
    );
    return () => clearTimeout(timer);
  }, [offset]);
  const parts = clockFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  const time = (
    <time className="welcome__clock" dateTime={now.toISOString()} data-testid="live-clock">
      {`${part('hour')}:${part('minute')}`}
    </time>
  );
  return <>{children(Number(part('hour')), time)}</>;
}
