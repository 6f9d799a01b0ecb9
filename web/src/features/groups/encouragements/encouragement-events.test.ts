import { describe, expect, it } from 'vitest';
import { concernsWorkspace, ENCOURAGEMENT_SENT } from './encouragement-events';

describe('encouragement sent event', () => {
  it('concerns the group it names and no other', () => {
    const event = new CustomEvent(ENCOURAGEMENT_SENT, { detail: { workspaceId: 'w1' } });
    expect(concernsWorkspace(event, 'w1')).toBe(true);
    expect(concernsWorkspace(event, 'w2')).toBe(false);
  });

  it('concerns every group when it names none', () => {
    expect(concernsWorkspace(new Event(ENCOURAGEMENT_SENT), 'w1')).toBe(true);
  });
});
