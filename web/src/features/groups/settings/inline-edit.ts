/**
 * Keys of a field edited in place (spec §2 Workspace settings): Enter commits like the tick,
 * Escape cancels like the cross. In the description, Shift+Enter still starts a new line, and a key
 * pressed while an input method is composing text belongs to that composition.
 */
export type InlineEditKeyAction = 'commit' | 'cancel' | null;

export interface InlineKey {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}

export function inlineEditKeyAction(event: InlineKey, multiline: boolean): InlineEditKeyAction {
  if (event.isComposing) return null;
  if (event.key === 'Escape') return 'cancel';
  if (event.key === 'Enter' && !(multiline && event.shiftKey)) return 'commit';
  return null;
}
