import { describe, expect, it } from 'vitest';
import { type KeepDataFacts, keepDataNotice } from './keep-data';

const facts = (fields: Partial<KeepDataFacts>): KeepDataFacts => ({
  protection: 'unprotected',
  deviceOnly: false,
  habits: 0,
  waiting: 0,
  unreachable: false,
  dismissed: false,
  ...fields,
});

describe('saying that this device holds the only copy', () => {
  it('offers a copy and an account to someone without one who made something, where the browser may clear it', () => {
    expect(keepDataNotice(facts({ deviceOnly: true, habits: 2 }))).toMatchObject({ offerAccount: true });
    expect(keepDataNotice(facts({ deviceOnly: true, habits: 0 }))).toBeNull();
  });

  it('speaks of changes waiting only while the server cannot be reached', () => {
    expect(keepDataNotice(facts({ waiting: 3 }))).toBeNull();
    expect(keepDataNotice(facts({ waiting: 3, unreachable: true }))?.text).toMatch(
      /^3 changes wait on this device only, and this browser may clear them/,
    );
    expect(keepDataNotice(facts({ waiting: 1, unreachable: true }))?.text).toMatch(
      /^1 change waits .* clear it /,
    );
    expect(keepDataNotice(facts({ waiting: 0, unreachable: true }))).toBeNull();
  });

  it('says nothing where the browser keeps the copy, cannot say, or the person has answered', () => {
    for (const protection of ['protected', 'unknown', undefined] as const) {
      expect(keepDataNotice(facts({ protection, deviceOnly: true, habits: 2 }))).toBeNull();
    }
    expect(keepDataNotice(facts({ deviceOnly: true, habits: 2, dismissed: true }))).toBeNull();
  });
});
