/**
 * A note on a check-in (issue 30): a few words on any day, done or not ("ran in the rain",
 * "skipped: fever"). Kept short so a timeline of them reads at a glance and a group's full view stays
 * light. Counted in characters as a person sees them (an emoji is one), by the form and the server
 * alike.
 */
export const NOTE_MAX_LENGTH = 500;

export const NOTE_MESSAGES = {
  tooLong: `A note can be at most ${NOTE_MAX_LENGTH} characters`,
} as const;

/** Characters as a person counts them: code points, so an emoji is one, not two. */
export function noteLength(note: string): number {
  let count = 0;
  for (const _ of note) count += 1;
  return count;
}

/** A note as stored: trimmed, and null when nothing is left (no empty notes in the timeline). */
export function normalizeNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** What is wrong with a note, or null. */
export function noteProblem(note: string | null): string | null {
  return note !== null && noteLength(note) > NOTE_MAX_LENGTH ? NOTE_MESSAGES.tooLong : null;
}
