/** 'N thing' or 'N things': every count the groups screens put into words. */
export function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** How many times, in words: 'once', '2 times' (issue 27: never '1 times'). */
export function timesText(count: number): string {
  return count === 1 ? 'once' : `${formatNumber(count)} times`;
}

/** Units the app suggests, by their plural, with their singular for an amount of exactly one. */
const SINGULAR_UNITS: Readonly<Record<string, string>> = {
  minutes: 'minute',
  hours: 'hour',
  pages: 'page',
  cups: 'cup',
  steps: 'step',
  glasses: 'glass',
  kilometers: 'kilometer',
  miles: 'mile',
  reps: 'rep',
};

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/**
 * An amount with its unit, its plural right: 'once', '2 times', '1 minute', '10,000 steps'. The
 * unit 'time' (the spec's group habit unit, shown as 'times') counts times; a unit the app does
 * not know is shown as typed.
 */
export function amountText(value: number, unit: string): string {
  const trimmed = unit.trim();
  if (trimmed === 'time' || trimmed === 'times') return timesText(value);
  const singular = SINGULAR_UNITS[trimmed.toLowerCase()];
  return `${formatNumber(value)} ${value === 1 && singular ? singular : trimmed}`.trim();
}
