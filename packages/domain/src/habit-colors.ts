/**
 * The 13 preset habit colours (spec §9). The habit dialog offers them, a group's colour is one of
 * the first eight, and an imported colour is matched to the nearest of them.
 */

/** The first eight are the group colours of spec §9, in the same order; indigo is the default. */
export const PRESET_COLORS = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#84cc16',
  '#06b6d4',
  '#f43f5e',
  '#64748b',
] as const;

export type PresetColor = (typeof PRESET_COLORS)[number];

export const DEFAULT_HABIT_COLOR: PresetColor = '#4f46e5';
