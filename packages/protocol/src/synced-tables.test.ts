import { describe, expect, it } from 'vitest';
import { PullChanges } from './sync';
import { SYNCED_TABLES } from './synced-tables';

describe('the synced tables', () => {
  it("are the pull reply's changes, in the order a pull sends them", () => {
    // The compiler checks that both name the same tables; only the order needs this.
    expect(Object.keys(PullChanges.properties)).toEqual([...SYNCED_TABLES]);
  });
});
