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
  const title = shared.title?.trim() ?? '';
  const text = shared.text?.trim() ?? '';
  const url = shared.url?.trim() ?? '';
  const parts: string[] = [];
  // The title is left out when the text is it or begins with it as a phrase ("Ran 5 km by…"),
  // never when it only begins a word ("Run" before "Running…").
  const repeated =
    title !== '' && (text === title || new RegExp(`^${escaped(title)}(?![\\p{L}\\p{N}])`, 'u').test(text));
  if (title && !repeated) parts.push(title);
  if (text) parts.push(text);
  if (url && !text.includes(url)) parts.push(url);
  return parts.join('\n');
}

/** `text` as a regular expression that matches it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A note added to a day that has one already goes after it, on a line of its own. */
export function withNoteAdded(existing: string | null | undefined, added: string): string {
  const before = existing?.trim();
  return before ? `${before}\n${added.trim()}` : added.trim();
}
