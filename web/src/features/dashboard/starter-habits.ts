import { type HabitFields, newHabitFields } from '@habitat/domain';

export interface StarterHabit {
  name: string;
  icon: string;
  color: string;
  category: string;
  targetValue?: number;
  targetUnit?: string;
}

/**
 * Habits a new person can start with one tap, the ones habit apps and their users most often begin
 * with. Each is an ordinary habit afterwards, to rename, reschedule or delete.
 */
export const STARTER_HABITS: readonly StarterHabit[] = [
  {
    name: 'Drink water',
    icon: '💧',
    color: '#0ea5e9',
    category: 'health',
    targetValue: 8,
    targetUnit: 'cups',
  },
  { name: 'Walk', icon: '🚶', color: '#10b981', category: 'health', targetValue: 10000, targetUnit: 'steps' },
  { name: 'Read', icon: '📚', color: '#8b5cf6', category: 'learning', targetValue: 10, targetUnit: 'pages' },
  {
    name: 'Meditate',
    icon: '🧘',
    color: '#14b8a6',
    category: 'mindfulness',
    targetValue: 10,
    targetUnit: 'minutes',
  },
  { name: 'Exercise', icon: '🏃', color: '#ef4444', category: 'health' },
  { name: 'Journal', icon: '✍️', color: '#f59e0b', category: 'mindfulness' },
];

/** The new habit's fields: every day, no reminder, the starter's own target (else once a day). */
export function starterFields(starter: StarterHabit): HabitFields {
  return newHabitFields({
    name: starter.name,
    icon: starter.icon,
    color: starter.color,
    category: starter.category,
    targetValue: starter.targetValue ?? 1,
    targetUnit: starter.targetUnit ?? 'times',
  });
}

/** How a starter reads on its button: "Walk · 10,000 steps". */
export function starterLabel(starter: StarterHabit): string {
  return starter.targetValue
    ? `${starter.name} · ${starter.targetValue.toLocaleString('en-US')} ${starter.targetUnit}`
    : starter.name;
}
