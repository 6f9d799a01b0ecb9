import { REACTIONS, type Reaction } from '@habitat/domain';

/** Spoken names for the eight reactions, so the emoji picker and the feed read well aloud. */
export const REACTION_NAMES: Readonly<Record<Reaction, string>> = {
  '👏': 'Clapping',
  '🔥': 'Fire',
  '💪': 'Strong',
  '⭐': 'Star',
  '🎉': 'Celebration',
  '👊': 'Fist bump',
  '💯': 'Hundred points',
  '🚀': 'Rocket',
};

export const DEFAULT_REACTION: Reaction = '👏';

export function isReaction(value: string): value is Reaction {
  return (REACTIONS as readonly string[]).includes(value);
}

/** The name of a known reaction; an unknown one (an older client's) is named generically. */
export function reactionName(reaction: string): string {
  return isReaction(reaction) ? REACTION_NAMES[reaction] : 'Reaction';
}
