import { describe, expect, it } from 'vitest';
import { CLOCK_NOTE_AFTER_MS, clockNote, correctedNow, offsetAfterDeviceJump } from './device-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('correctedNow', () => {
  it('adds the measured offset to the device clock', () => {
    const device = Date.UTC(2026, 10, 26, 12);
    expect(correctedNow(device, DAY)).toBe(Date.UTC(2026, 10, 27, 12));
    expect(correctedNow(device, -3 * HOUR)).toBe(Date.UTC(2026, 10, 26, 9));
    expect(correctedNow(device, 0)).toBe(device);
  });
});

describe('clockNote', () => {
  it('says nothing for ordinary drift, up to a few minutes either way', () => {
    expect(clockNote(0)).toBeNull();
    expect(clockNote(40_000)).toBeNull();
    expect(clockNote(-CLOCK_NOTE_AFTER_MS)).toBeNull();
    expect(clockNote(CLOCK_NOTE_AFTER_MS)).toBeNull();
  });

  it('says how far and which way once the device is further off', () => {
    // The offset is server minus device: positive means the device is behind.
    expect(clockNote(DAY)).toBe("This device's clock is 1 day behind; Habitat uses the right time.");
    expect(clockNote(-DAY)).toBe("This device's clock is 1 day ahead; Habitat uses the right time.");
    expect(clockNote(2 * DAY + 3 * HOUR)).toBe(
      "This device's clock is 2 days behind; Habitat uses the right time.",
    );
    expect(clockNote(-3 * HOUR - 10 * MINUTE)).toBe(
      "This device's clock is 3 hours ahead; Habitat uses the right time.",
    );
    expect(clockNote(CLOCK_NOTE_AFTER_MS + MINUTE)).toBe(
      "This device's clock is 6 minutes behind; Habitat uses the right time.",
    );
  });

  it('rounds to the unit a person would say', () => {
    expect(clockNote(DAY - 20 * MINUTE)).toContain(' 1 day ');
    expect(clockNote(HOUR - 20 * MINUTE)).toContain(' 40 minutes ');
    expect(clockNote(HOUR)).toContain(' 1 hour ');
    expect(clockNote(23 * HOUR)).toContain(' 23 hours ');
  });
});

describe('offsetAfterDeviceJump', () => {
  const day = 86_400_000;
  it('keeps the offset through drift of a second or two', () => {
    expect(offsetAfterDeviceJump(day, 1_000_000, 1_001_500)).toEqual({ offset: day, baseline: 1_000_000 });
  });

  it('takes back a day when a phone a day behind is set right while offline', () => {
    // The device clock moves a day forward; the server's time does not: the corrected now stays.
    const next = offsetAfterDeviceJump(day, 1_000_000, 1_000_000 + day);
    expect(next).toEqual({ offset: 0, baseline: 1_000_000 + day });
  });

  it('follows a clock set back too', () => {
    expect(offsetAfterDeviceJump(0, 5_000_000, 5_000_000 - 3_600_000).offset).toBe(3_600_000);
  });
});
