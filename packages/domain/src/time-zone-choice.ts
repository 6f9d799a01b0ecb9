import { utcOffsetMinutes } from './dates';
import { canonicalTimeZone, isValidTimeZone } from './preferences';

/**
 * Choosing a time zone: the full IANA list the device knows, named so people recognise their own
 * ('Paris · Europe · UTC+01:00'), and found by city, region or offset.
 */

export interface ZoneChoice {
  zone: string;
  city: string;
  region: string;
  /** 'UTC+05:30' at the instant the list was made (it moves with daylight saving time). */
  offset: string;
  offsetMinutes: number;
}

/**
 * Names the zone data renamed that ICU (and so the browser's list) still gives under the old
 * spelling: people look for Kolkata and Kyiv, not Calcutta and Kiev.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
};

/** The name people know a zone by, where the device accepts it. */
export function currentZoneName(zone: string): string {
  const renamed = RENAMED[zone];
  return renamed && isValidTimeZone(renamed) ? renamed : zone;
}

/** Every zone the device knows, UTC first; a device too old to list them offers the spec's nine. */
export function knownTimeZones(fallback: readonly string[]): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [...fallback];
  const named = zones.filter((zone) => zone !== 'UTC').map(currentZoneName);
  return ['UTC', ...[...new Set(named)].sort()];
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** 'America/Argentina/Buenos_Aires' → city 'Buenos Aires', region 'America / Argentina'. */
export function zoneChoice(zone: string, instant: number): ZoneChoice {
  const parts = zone.split('/');
  const city = (parts.at(-1) ?? zone).replaceAll('_', ' ');
  const region = parts.slice(0, -1).join(' / ').replaceAll('_', ' ');
  const offsetMinutes = utcOffsetMinutes(instant, zone);
  return { zone, city, region, offset: formatOffset(offsetMinutes), offsetMinutes };
}

/** How a zone reads in one line: 'Paris (Europe) · UTC+01:00', or 'UTC'. */
export function zoneLabel(zone: string, instant: number): string {
  if (zone === 'UTC') return 'UTC';
  const choice = zoneChoice(zone, instant);
  return `${choice.city}${choice.region ? ` (${choice.region})` : ''} · ${choice.offset}`;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('_', ' ');

/**
 * The choices matching every word of `query` in the zone's name, city, region or offset ('new
 * york', 'sao paulo', 'utc+5:30', '+09'), cities starting with the query first.
 */
export function searchTimeZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  const haystack = (choice: ZoneChoice) =>
    fold(
      `${choice.zone} ${choice.city} ${choice.region} ${choice.offset} ${choice.offset.replace(':00', '')}`,
    );
  const matches = choices.filter((choice) => {
    const text = haystack(choice);
    return words.every((word) => text.includes(word));
  });
  const first = fold(query.trim());
  return matches.sort(
    (a, b) => Number(fold(b.city).startsWith(first)) - Number(fold(a.city).startsWith(first)),
  );
}

/** The zone the device is set to, as its canonical name, or null when it cannot say. */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const canonical = zone ? canonicalTimeZone(zone) : null;
    return canonical ? currentZoneName(canonical) : null;
  } catch {
    return null;
  }
}

/** Whether two names are one zone ('Asia/Calcutta' and 'Asia/Kolkata' are). */
export function sameTimeZone(a: string, b: string): boolean {
  return a === b || (canonicalTimeZone(a) ?? a) === (canonicalTimeZone(b) ?? b);
}
