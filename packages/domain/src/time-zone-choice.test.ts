import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from './dates';
import { TIMEZONE_OPTIONS } from './preferences';
import {
  formatOffset,
  knownTimeZones,
  sameTimeZone,
  searchTimeZones,
  zoneChoice,
  zoneLabel,
} from './time-zone-choice';

const WINTER = Date.parse('2026-01-15T12:00:00Z');
const SUMMER = Date.parse('2026-07-15T12:00:00Z');

describe('time zone choice', () => {
  it('lists every zone the device knows, UTC first, far beyond the nine of the spec', () => {
    const zones = knownTimeZones(TIMEZONE_OPTIONS);
    expect(zones[0]).toBe('UTC');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'America/Sao_Paulo', 'Europe/Berlin']));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('gives offsets that move with daylight saving time, and half and quarter hours', () => {
    expect(utcOffsetMinutes(WINTER, 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes(SUMMER, 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes(WINTER, 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(WINTER, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(WINTER, 'Asia/Kathmandu')).toBe(345);
    expect(formatOffset(-570)).toBe('UTC-09:30');
  });

  it('names a zone by city and region', () => {
    expect(zoneChoice('America/Argentina/Buenos_Aires', WINTER)).toMatchObject({
      city: 'Buenos Aires',
      region: 'America / Argentina',
      offset: 'UTC-03:00',
    });
    expect(zoneLabel('Europe/Paris', WINTER)).toBe('Paris (Europe) · UTC+01:00');
    expect(zoneLabel('UTC', WINTER)).toBe('UTC');
  });

  it('finds zones by city, region, accents ignored, and by offset', () => {
    const choices = knownTimeZones(TIMEZONE_OPTIONS).map((zone) => zoneChoice(zone, WINTER));
    const zones = (query: string) => searchTimeZones(choices, query).map((choice) => choice.zone);
    expect(zones('new york')).toEqual(['America/New_York']);
    expect(zones('são paulo')).toEqual(['America/Sao_Paulo']);
    expect(zones('utc+05:30')).toEqual(expect.arrayContaining(['Asia/Kolkata']));
    expect(zones('+05:45')).toEqual(['Asia/Kathmandu']);
    expect(zones('Paris')[0]).toBe('Europe/Paris');
    expect(zones('  ')).toHaveLength(choices.length);
    expect(zones('nowhere at all')).toEqual([]);
  });

  it('knows two names of one zone as the same zone', () => {
    expect(sameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(sameTimeZone('Europe/Paris', 'Europe/Berlin')).toBe(false);
  });
});
