import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { inkOn } from '../../../ui/ink';

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The drawing inside a habit's check target (Loop's and Streaks' look): an empty ring while not
 * done, an arc of the habit's colour for a numeric habit's share of its target, and a full disc of
 * the colour with a white or ink check once done. Done never depends on strikethrough or on colour
 * alone: the check mark is there.
 */
export function CheckRing({
  color,
  progress,
  done,
  over = false,
}: {
  color: string;
  progress: number;
  done: boolean;
  /** A limit gone over (issue 30): the ring closes in the danger colour; the row says "over" in words. */
  over?: boolean;
}) {
  const style = {
    '--habit-color': over ? 'var(--danger)' : color,
    '--habit-ink': inkOn(color),
  } as CSSProperties;
  const arc = done ? 1 : Math.max(0, Math.min(1, progress));
  return (
    <span
      className={`check-ring${done ? ' check-ring--done' : ''}${over ? ' check-ring--over' : ''}`}
      style={style}
      aria-hidden="true"
    >
      <svg viewBox="0 0 44 44" width="40" height="40" focusable="false" aria-hidden="true">
        <circle className="check-ring__track" cx="22" cy="22" r={RADIUS} />
        {done ? (
          <circle className="check-ring__fill" cx="22" cy="22" r={RADIUS + 1.5} />
        ) : (
          arc > 0 && (
            <circle
              className="check-ring__arc"
              cx="22"
              cy="22"
              r={RADIUS}
              strokeDasharray={`${arc * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
              transform="rotate(-90 22 22)"
            />
          )
        )}
      </svg>
      {done && <Check className="check-ring__mark" size={22} strokeWidth={3} />}
    </span>
  );
}
