/** Encouragements members send each other (spec §3 Encouragement, §5, §9). */

export const ENCOURAGEMENT_TYPES = [
  'general_support',
  'streak_celebration',
  'goal_achieved',
  'comeback_support',
  'milestone_reached',
  'custom_message',
] as const;
export type EncouragementType = (typeof ENCOURAGEMENT_TYPES)[number];

export const ENCOURAGEMENT_TYPE_LABELS: Readonly<Record<EncouragementType, string>> = {
  general_support: 'General support',
  streak_celebration: 'Streak celebration',
  goal_achieved: 'Goal achieved',
  comeback_support: 'Comeback support',
  milestone_reached: 'Milestone reached',
  custom_message: 'Custom message',
};

export const REACTIONS = ['👏', '🔥', '💪', '⭐', '🎉', '👊', '💯', '🚀'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const ENCOURAGEMENT_MAX = 500;
/** The feed widget shows this many, then 'View N more' (spec §9). */
export const ENCOURAGEMENT_FEED_SHOWN = 5;

/** The six canned quick messages of the send dialog. */
export const QUICK_MESSAGES: readonly { type: EncouragementType; message: string }[] = [
  { type: 'general_support', message: "You've got this! Keep going." },
  { type: 'streak_celebration', message: 'What a streak! Keep the fire burning.' },
  { type: 'goal_achieved', message: 'Goal reached. Well done!' },
  { type: 'comeback_support', message: 'Every day is a fresh start. Welcome back!' },
  { type: 'milestone_reached', message: 'Huge milestone. Proud of you!' },
  { type: 'general_support', message: 'Small steps every day add up. Nice work!' },
];

/**
 * The group page's one-click actions on a member's habit (spec §7 encourage, celebrate, check-in):
 * each sends an encouragement of its type with a default message.
 */
export const HABIT_NUDGES = {
  encourage: { type: 'general_support', message: (habit: string) => `Keep going with ${habit}!` },
  celebrate: { type: 'streak_celebration', message: (habit: string) => `Congratulations on ${habit}!` },
  'check-in': { type: 'comeback_support', message: (habit: string) => `How is ${habit} going today?` },
} as const satisfies Record<string, { type: EncouragementType; message: (habit: string) => string }>;
export type HabitNudge = keyof typeof HABIT_NUDGES;

/**
 * One tap on a habit still open today (issue 31, "who's left today"): the group page's "encourage"
 * nudge, sent without a dialog. Limited per sender, so support never turns into noise: one for a
 * member's habit a day, and none once the sender has sent a day's worth of encouragements of any
 * kind. A day is the last 24 hours, the same wherever the sender and the member live.
 */
export const CHEER_LIMITS = { perHabit: 1, perSender: 20, windowHours: 24 } as const;

/**
 * What a cheer says. Not the habit's name: the feed keeps a message while the habit's name shows
 * only as long as the group sees the habit, so a habit made private later is not named by it.
 */
export const CHEER = {
  type: 'general_support',
  message: 'Cheering you on today!',
  reaction: '💪',
} as const satisfies {
  type: EncouragementType;
  message: string;
  reaction: Reaction;
};

export const CHEER_MESSAGES = {
  again: (member: string, habit: string) => `You cheered ${member} on for ${habit} today already`,
  tooMany: `You have sent ${CHEER_LIMITS.perSender} encouragements today. Try again tomorrow.`,
} as const;

export const ENCOURAGEMENT_MESSAGES = {
  required: 'Please write a message',
  tooLong: `Message must be at most ${ENCOURAGEMENT_MAX} characters`,
  failed: 'Failed to send encouragement',
  notYourself: 'You cannot send an encouragement to yourself',
  notShared: 'You can only encourage members of a group you share',
  interactionOff: 'This member does not accept encouragements on this habit',
  responseRequired: 'Please write a response',
} as const;

/** 'N/500 characters' under the message field. */
export function encouragementCounter(message: string): string {
  return characterCounter(message, ENCOURAGEMENT_MAX);
}

/** 'N/500 characters': the live counter under a limited text field (spec §5). */
export function characterCounter(text: string, max: number): string {
  return `${text.length}/${max} characters`;
}

/** The message error the form shows, or null when it can be sent. */
export function encouragementError(message: string): string | null {
  if (message.trim() === '') return ENCOURAGEMENT_MESSAGES.required;
  if (message.length > ENCOURAGEMENT_MAX) return ENCOURAGEMENT_MESSAGES.tooLong;
  return null;
}

/** The toast after sending (spec §8). */
export function encouragementSentText(name: string): string {
  return `Encouragement sent to ${name}!`;
}
