/**
 * The icon a habit shows when nobody chose one (issue 27: a habit not done yet must never look done,
 * so the default is never ✅). A word in the habit's name, else its category, picks an emoji; with
 * no match the habit shows its initial, drawn in its own colour.
 */

/**
 * What the habit dialog stored as its default before issue 27. A stored ✅ therefore means "nobody
 * picked an icon": it is shown as the derived icon (a display rule, so no record is rewritten and an
 * older client keeps working). ✅ is no longer offered in the picker, so the meaning stays unique.
 */
export const LEGACY_DEFAULT_ICON = '✅';

/** Word stems in a name (any language's person types English ones most) and the emoji they call for. */
const NAME_ICONS: readonly (readonly [RegExp, string])[] = [
  [/\b(water|drink|hydrat|glass(es)?)\b/, '💧'],
  [/\b(walk|walking|steps?|hike|hiking)\b/, '🚶'],
  [/\b(run|running|jog|jogging|5k|10k|marathon)\b/, '🏃'],
  [/\b(cycl\w*|bike|biking|ride)\b/, '🚴'],
  [/\b(swim\w*)\b/, '🏊'],
  [/\b(read|reading|book|books|pages?)\b/, '📖'],
  [/\b(write|writing|journal\w*|diary)\b/, '📝'],
  [/\b(study|studying|learn\w*|course|homework)\b/, '📚'],
  [/\b(meditat\w*|mindful\w*|breath\w*)\b/, '🧘'],
  [/\b(yoga|stretch\w*)\b/, '🤸'],
  [/\b(sleep|bed|bedtime|nap)\b/, '😴'],
  [/\b(gym|workout|exercise|lift\w*|push-?ups?|squats?|strength)\b/, '💪'],
  [/\b(vitamins?|pills?|medic\w*|meds)\b/, '💊'],
  [/\b(floss\w*|teeth|brush\w*)\b/, '🦷'],
  [/\b(fruit|apple)\b/, '🍎'],
  [/\b(vegetables?|veggies|salad|eat|eating|meal|cook\w*)\b/, '🥗'],
  [/\b(tea)\b/, '🍵'],
  [/\b(smok\w*|cigarettes?)\b/, '🚭'],
  [/\b(code|coding|program\w*)\b/, '💻'],
  [/\b(clean\w*|tidy|chores?)\b/, '🧹'],
  [/\b(pray\w*|gratitude|grateful)\b/, '🙏'],
  [/\b(music|piano|guitar|practi[cs]e)\b/, '🎵'],
  [/\b(call|friends?|family)\b/, '😊'],
  [/\b(plants?|garden\w*)\b/, '🌱'],
];

/** A category's emoji, when the name said nothing (spec §3 categories). */
const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  health: '💪',
  productivity: '🎯',
  mindfulness: '🧘',
  learning: '📚',
  social: '😊',
  hobby: '🎨',
};

/** The first letter of a name, upper case ('?' for a name without one). */
export function habitInitial(name: string): string {
  const letter = /\p{L}|\p{N}/u.exec(name.trim());
  return letter ? letter[0].toLocaleUpperCase() : '?';
}

/** The icon for a habit nobody gave one: from its name, else its category, else its initial. */
export function suggestIcon(name: string, category: string): string {
  const words = name.toLowerCase();
  for (const [pattern, icon] of NAME_ICONS) if (pattern.test(words)) return icon;
  return CATEGORY_ICONS[category.toLowerCase()] ?? habitInitial(name);
}

/** True when an icon is a letter or digit, to be drawn as an initial on the habit's colour. */
export function isInitialIcon(icon: string): boolean {
  return /^[\p{L}\p{N}]$/u.test(icon);
}

/** The icon to draw for a stored habit: its own, unless it is the retired ✅ default (or empty). */
export function displayIcon(habit: { icon: string; name: string; category?: string }): string {
  if (habit.icon === LEGACY_DEFAULT_ICON || habit.icon.trim() === '') {
    return suggestIcon(habit.name, habit.category ?? '');
  }
  return habit.icon;
}
