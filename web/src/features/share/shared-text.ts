/**
 * What another app shared with Habitat (the installed app's share target, issue 32): a title, a
 * text and a link, any of which may be missing or repeat another (a page's title is often its text,
 * its link often inside the text). One note's worth: each part once, in that order.
 */
export function sharedNoteText(shared: {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}): string {
  let parts: string[] = [];
  for (const part of [shared.title, shared.text, shared.url]) {
    const trimmed = part?.trim();
    if (!trimmed || parts.some((kept) => kept.includes(trimmed))) continue;
    // A part that holds an earlier one (the text that begins with the title) stands for both.
    parts = [...parts.filter((kept) => !trimmed.includes(kept)), trimmed];
  }
  return parts.join('\n');
}

/** A note added to a day that has one already goes after it, on a line of its own. */
export function withNoteAdded(existing: string | null | undefined, added: string): string {
  const before = existing?.trim();
  return before ? `${before}\n${added.trim()}` : added.trim();
}
