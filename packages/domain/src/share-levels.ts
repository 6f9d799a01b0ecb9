import type { HabitVisibility } from './groups';
import type { ShareProgress } from './habit-form';

/**
 * What another member may see of a habit at each share level (spec §3 workspaceSettings): the
 * server applies this to every response that shows someone else's data, the privacy screen explains it.
 */
export interface Revealed {
  /** Individual check-ins (dates and values). */
  entries: boolean;
  /** The notes written on check-ins (issue 30): only at the full level, with the check-ins themselves. */
  notes: boolean;
  /** Completion percentages and counts. */
  progress: boolean;
  streaks: boolean;
}

export const SHARE_LEVEL_REVEALS: Readonly<Record<ShareProgress, Readonly<Revealed>>> = {
  full: { entries: true, notes: true, progress: true, streaks: true },
  'progress-only': { entries: false, notes: false, progress: true, streaks: false },
  'streaks-only': { entries: false, notes: false, progress: false, streaks: true },
  private: { entries: false, notes: false, progress: false, streaks: false },
};

export const SHARE_LEVEL_INFO: Readonly<Record<ShareProgress, { label: string; description: string }>> = {
  full: { label: 'Full', description: 'Members see your check-ins, completion rate and streaks.' },
  'progress-only': {
    label: 'Progress only',
    description: 'Members see your completion rate and counts, not individual days.',
  },
  'streaks-only': { label: 'Streaks only', description: 'Members see your streaks and nothing else.' },
  private: { label: 'Private', description: 'Nobody else in the group sees this habit.' },
};

export function revealed(level: ShareProgress): Readonly<Revealed> {
  return SHARE_LEVEL_REVEALS[level];
}

/** The levels that show `what` to the group; the server's SQL filters on these lists. */
export function levelsRevealing(what: keyof Revealed | 'anything'): ShareProgress[] {
  return (Object.keys(SHARE_LEVEL_REVEALS) as ShareProgress[]).filter((level) => {
    const shown = SHARE_LEVEL_REVEALS[level];
    return what === 'anything' ? shown.entries || shown.progress || shown.streaks : shown[what];
  });
}

/**
 * The share level an adoption starts with: the group's default habit visibility (spec §3 settings,
 * default progress-only), whose 'public' is this table's 'full'. The member can choose otherwise.
 */
export function shareLevelForVisibility(visibility: HabitVisibility): ShareProgress {
  return visibility === 'public' ? 'full' : visibility;
}

/**
 * Which of a member's habits that are not the group's own (personal habits, habits adopted in other
 * groups) the group sees (issue 27, private by default): 'chosen' lists them one by one and starts
 * empty for every new membership; 'all' shows each at its own share level, which is what every
 * membership from before issue 27 had, kept so that no one's sharing changed silently.
 */
export const PERSONAL_HABIT_SHARING = ['all', 'chosen'] as const;
export type PersonalHabitSharing = (typeof PERSONAL_HABIT_SHARING)[number];

/** At most this many habits are chosen for one group in one request. */
export const SHARED_HABITS_MAX = 500;
