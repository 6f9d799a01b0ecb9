/**
 * Numbers put into words, in one place: every count and every amount with its unit goes through
 * here, so none of them reads '1 cups' or '1 times'. Which form a word takes is Intl.PluralRules'
 * answer for the number as it is written (at most two decimals, as the app writes amounts), so
 * '1 cup', '1.5 cups', '0 cups', and 1.001, written '1', takes the singular too.
 */
const NUMBER_OPTIONS = { maximumFractionDigits: 2 } as const;
const numbers = new Intl.NumberFormat('en-US', NUMBER_OPTIONS);
const plurals = new Intl.PluralRules('en-US', NUMBER_OPTIONS);

/** A number as a person reads it: 10,000 and 2.5, never 10000 or 2.5000000001. */
export function numberText(value: number): string {
  return numbers.format(value);
}

/** Whether a word counted by this number takes its singular form. */
export function takesSingular(value: number): boolean {
  return plurals.select(value) === 'one';
}

/** 'N thing' or 'N things'. */
export function counted(count: number, singular: string, plural: string): string {
  return `${numberText(count)} ${takesSingular(count) ? singular : plural}`;
}

/** How many times, in words: 'once', '2 times' (issue 27: never '1 times'). */
export function timesText(count: number): string {
  return takesSingular(count) ? 'once' : `${numberText(count)} times`;
}

/**
 * Units are free text (issue 27); these are the ones the app suggests or people commonly type, by
 * singular and plural. A unit typed in either form is written in the form its number takes.
 */
const UNIT_FORMS: readonly (readonly [singular: string, plural: string])[] = [
  ['time', 'times'],
  ['second', 'seconds'],
  ['minute', 'minutes'],
  ['hour', 'hours'],
  ['page', 'pages'],
  ['chapter', 'chapters'],
  ['word', 'words'],
  ['cup', 'cups'],
  ['glass', 'glasses'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['serving', 'servings'],
  ['step', 'steps'],
  ['kilometer', 'kilometers'],
  ['kilometre', 'kilometres'],
  ['mile', 'miles'],
  ['lap', 'laps'],
  ['rep', 'reps'],
  ['set', 'sets'],
  ['push-up', 'push-ups'],
  ['session', 'sessions'],
];

/** `unit` in the form `value` takes, for a unit the app knows; any other unit as typed ('kg'). */
export function unitFor(value: number, unit: string): string {
  const typed = unit.trim();
  const key = typed.toLowerCase();
  const forms = UNIT_FORMS.find(([singular, plural]) => singular === key || plural === key);
  if (!forms) return typed;
  return takesSingular(value) ? forms[0] : forms[1];
}

/** An amount with its unit: '1 cup', '2.5 cups', '10,000 steps', '1 time'. */
export function quantityText(value: number, unit: string): string {
  return `${numberText(value)} ${unitFor(value, unit)}`.trim();
}

/**
 * A target with its unit, as a goal reads: like quantityText, but a count of times in words
 * ('once', '2 times', '1 minute', '10,000 steps'). The unit 'time' is the spec's group habit unit.
 */
export function amountText(value: number, unit: string): string {
  const key = unit.trim().toLowerCase();
  if (key === 'time' || key === 'times') return timesText(value);
  return quantityText(value, unit);
}
