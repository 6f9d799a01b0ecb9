/**
 * PostgreSQL values that the two drivers would otherwise read differently, parsed one way for both:
 * pg returns int8 as strings and dates as local-midnight Date objects, PGlite returns numbers or
 * BigInt. Version counters and counts never reach 2^53, so int8 becomes a number when that is exact
 * and stays a string otherwise; `date` stays the YYYY-MM-DD text that entries are keyed by.
 */
export const OID_INT8 = 20;
export const OID_DATE = 1082;

export function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

export function parseDate(text: string): string {
  return text;
}

export const typeParsers: Record<number, (text: string) => unknown> = {
  [OID_INT8]: parseInt8,
  [OID_DATE]: parseDate,
};
