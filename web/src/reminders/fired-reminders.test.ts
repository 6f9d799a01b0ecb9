import { describe, expect, it } from 'vitest';
import { FIRED_REMINDERS_KEY, readFiredReminders, writeFiredReminders } from './fired-reminders';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('fired reminders', () => {
  it('round-trips today’s keys and drops other days', () => {
    const storage = memoryStorage();
    writeFiredReminders(storage, new Set(['a|2026-03-09', 'a|2026-03-10']), '2026-03-10');
    expect(JSON.parse(storage.values.get(FIRED_REMINDERS_KEY) ?? '')).toEqual(['a|2026-03-10']);
    expect([...readFiredReminders(storage, '2026-03-10')]).toEqual(['a|2026-03-10']);
    expect([...readFiredReminders(storage, '2026-03-11')]).toEqual([]);
  });

  it('reads nothing from a missing, broken or odd value', () => {
    expect(readFiredReminders(memoryStorage(), '2026-03-10').size).toBe(0);
    expect(readFiredReminders(memoryStorage({ [FIRED_REMINDERS_KEY]: '{nope' }), '2026-03-10').size).toBe(0);
    const odd = memoryStorage({ [FIRED_REMINDERS_KEY]: JSON.stringify([1, 'b|2026-03-10', null]) });
    expect([...readFiredReminders(odd, '2026-03-10')]).toEqual(['b|2026-03-10']);
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeFiredReminders(refusing, new Set(['a|2026-03-10']), '2026-03-10')).not.toThrow();
  });
});
