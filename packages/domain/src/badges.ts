/** Badges a person earns once (issue 6): first check-in, streaks of 7, 30 and 100 days, first group. */

export const BADGES = {
  'first-check-in': { title: 'First Check-in', description: 'Completed a habit for the first time.' },
  'streak-7': { title: '7-Day Streak', description: 'Kept a habit going for 7 scheduled days in a row.' },
  'streak-30': { title: '30-Day Streak', description: 'Kept a habit going for 30 scheduled days in a row.' },
  'streak-100': {
    title: '100-Day Streak',
    description: 'Kept a habit going for 100 scheduled days in a row.',
  },
  'first-group': { title: 'Team Player', description: 'Joined a group for the first time.' },
} as const;
export type BadgeId = keyof typeof BADGES;

/** The badges a check-in earns, given the streak the habit now has. */
export function checkInBadges(streak: number): BadgeId[] {
  const earned: BadgeId[] = ['first-check-in'];
  if (streak >= 7) earned.push('streak-7');
  if (streak >= 30) earned.push('streak-30');
  if (streak >= 100) earned.push('streak-100');
  return earned;
}
