import { LEGACY_DEFAULT_ICON, type PresetColor } from '@habitat/domain';

/**
 * The habit dialog's Style tab (spec §2 Habit dialog, §9): five icon groups of 13 icons, of which
 * the first 12 are offered, and names for the 13 preset colours (the colours themselves are in
 * @habitat/domain). Icons are single emoji without variation selectors where possible, so they fit
 * the 16-character icon field and render the same everywhere.
 */

export const ICONS_SHOWN_PER_GROUP = 12;

export interface IconGroup {
  id: 'common' | 'activity' | 'health' | 'productivity' | 'mindfulness';
  label: string;
  icons: readonly string[];
}

export const ICON_GROUPS: readonly IconGroup[] = [
  {
    id: 'common',
    label: 'Common',
    icons: ['⭐', '🎯', '🔥', '💪', '🌟', '🏆', '💡', '📅', '⏰', '🎉', '💎', '🚀', '🎨'],
  },
  {
    id: 'activity',
    label: 'Activity',
    icons: ['🏃', '🚶', '🚴', '🏊', '🤸', '🧗', '🏄', '⚽', '🏀', '🎾', '🏓', '🥊', '🛹'],
  },
  {
    id: 'health',
    label: 'Health',
    icons: ['💧', '🥗', '🍎', '🥦', '🥕', '😴', '🛌', '💊', '🦷', '🩺', '🥛', '🍵', '🚭'],
  },
  {
    id: 'productivity',
    label: 'Productivity',
    icons: ['📝', '📚', '📖', '💻', '📊', '📈', '📁', '📧', '📆', '🧠', '⌛', '🔔', '🧹'],
  },
  {
    id: 'mindfulness',
    label: 'Mindfulness',
    icons: ['🧘', '🙏', '😊', '🌱', '🌿', '🌸', '🌅', '🌙', '🌞', '🎵', '📿', '🛀', '💆'],
  },
];

/**
 * What a habit made in the dialog starts with: spec §3 says '✅', which made every habit not done yet
 * look done (issue 27). It now means "nobody picked one": the habit is drawn with the icon its name
 * or category suggests (displayIcon), and ✅ is no longer offered in the picker, so the meaning stays
 * unique. The personal dialog stores the suggested icon on save (habit-draft.ts).
 */
export const DIALOG_DEFAULT_ICON = LEGACY_DEFAULT_ICON;

/** Names for the colour pickers' labels: a screen reader says "Emerald", not a hex code. */
export const PRESET_COLOR_NAMES: Readonly<Record<PresetColor, string>> = {
  '#4f46e5': 'Indigo',
  '#0ea5e9': 'Sky',
  '#10b981': 'Emerald',
  '#f59e0b': 'Amber',
  '#ef4444': 'Red',
  '#8b5cf6': 'Violet',
  '#ec4899': 'Pink',
  '#14b8a6': 'Teal',
  '#f97316': 'Orange',
  '#84cc16': 'Lime',
  '#06b6d4': 'Cyan',
  '#f43f5e': 'Rose',
  '#64748b': 'Slate',
};

/** A readable name for any habit colour; colours from elsewhere (the API) fall back to their code. */
export function colorName(color: string): string {
  return (PRESET_COLOR_NAMES as Readonly<Record<string, string>>)[color.toLowerCase()] ?? color;
}
