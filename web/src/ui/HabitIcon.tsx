import { displayIcon, isInitialIcon } from '@habitat/domain';
import type { CSSProperties } from 'react';
import { inkOn } from './ink';
import './habit-icon.css';

/**
 * A habit's icon in a round tile of its colour: its emoji on a pale tint, or (a habit nobody gave an
 * emoji and whose name suggests none) its initial in white or ink on the full colour. The retired ✅
 * default is drawn as the derived icon (displayIcon), so nothing not done looks done.
 */
export function HabitIcon({
  habit,
  size = 'md',
}: {
  habit: { icon: string; name: string; category: string; color: string };
  size?: 'sm' | 'md';
}) {
  const icon = displayIcon(habit);
  const initial = isInitialIcon(icon);
  const style = { '--habit-color': habit.color, '--habit-ink': inkOn(habit.color) } as CSSProperties;
  return (
    <span
      className={`habit-icon habit-icon--${size}${initial ? ' habit-icon--initial' : ''}`}
      style={style}
      aria-hidden="true"
    >
      {icon}
    </span>
  );
}
