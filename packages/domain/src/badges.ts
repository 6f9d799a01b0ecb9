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

export interface BadgeShelfItem {
  id: BadgeId;
  title: string;
  description: string;
  earned: boolean;
  /** When the server recorded it; null when only this device's data shows it (offline). */
  earnedAt: string | null;
}

/**
 * Every badge, earned or still ahead, in the catalogue's order. A badge is earned when the server
 * recorded it (with its date), or when the person's own data proves it while that record is out of
 * reach: a check-in, or a best streak of 7, 30 or 100 days. Team Player needs the server's word.
 */
export function badgeShelf(
  recorded: readonly { badge: string; earnedAt: string }[],
  local: { checkIns: number; bestStreak: number },
): BadgeShelfItem[] {
  const dates = new Map(recorded.map((row) => [row.badge, row.earnedAt]));
  const proven = new Set<BadgeId>(local.checkIns > 0 ? checkInBadges(local.bestStreak) : []);
  return (Object.keys(BADGES) as BadgeId[]).map((id) => {
    const earnedAt = dates.get(id) ?? null;
    return { id, ...BADGES[id], earned: earnedAt !== null || proven.has(id), earnedAt };
  });
}
