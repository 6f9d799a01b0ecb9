import { describe, expect, it } from 'vitest';
import {
  type DeleteFlow,
  type DeleteFlowEvent,
  deleteFlow,
  INITIAL_DELETE_FLOW,
} from './delete-confirmation';

function run(...events: DeleteFlowEvent[]): DeleteFlow {
  return events.reduce(deleteFlow, INITIAL_DELETE_FLOW);
}

const toTyping: DeleteFlowEvent[] = [{ type: 'start' }, { type: 'continue' }, { type: 'continue' }];

describe('workspace deletion flow', () => {
  it('walks confirm, final warning, then typing', () => {
    expect(run({ type: 'start' })).toEqual({ step: 'confirm' });
    expect(run({ type: 'start' }, { type: 'continue' })).toEqual({ step: 'warning' });
    expect(run(...toTyping)).toEqual({ step: 'type', text: '', error: null });
  });

  it('deletes only when the text is exactly DELETE', () => {
    expect(run(...toTyping, { type: 'input', text: 'DELETE' }, { type: 'submit' })).toEqual({
      step: 'deleting',
      text: 'DELETE',
    });
  });

  it.each(['delete', 'DELETE ', ' DELETE', 'DELET', ''])(
    'cancels the flow on %j with the spec message',
    (text) => {
      expect(run(...toTyping, { type: 'input', text }, { type: 'submit' })).toEqual({
        step: 'closed',
        notice: 'Group deletion cancelled - confirmation text did not match.',
      });
    },
  );

  it('cancels from any step before deleting, without a notice', () => {
    expect(run({ type: 'start' }, { type: 'cancel' })).toEqual(INITIAL_DELETE_FLOW);
    expect(run({ type: 'start' }, { type: 'continue' }, { type: 'cancel' })).toEqual(INITIAL_DELETE_FLOW);
    expect(run(...toTyping, { type: 'input', text: 'DEL' }, { type: 'cancel' })).toEqual(INITIAL_DELETE_FLOW);
  });

  it('cannot be cancelled while the delete call is out', () => {
    const deleting = run(...toTyping, { type: 'input', text: 'DELETE' }, { type: 'submit' });
    expect(deleteFlow(deleting, { type: 'cancel' })).toBe(deleting);
    expect(deleteFlow(deleting, { type: 'input', text: 'x' })).toBe(deleting);
  });

  it('returns to the typing step with the error when the call fails', () => {
    const deleting = run(...toTyping, { type: 'input', text: 'DELETE' }, { type: 'submit' });
    expect(deleteFlow(deleting, { type: 'failed', error: 'Server error.' })).toEqual({
      step: 'type',
      text: 'DELETE',
      error: 'Server error.',
    });
  });

  it('starts again after a mismatch, dropping the notice', () => {
    const cancelled = run(...toTyping, { type: 'submit' });
    expect(deleteFlow(cancelled, { type: 'start' })).toEqual({ step: 'confirm' });
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run({ type: 'continue' })).toEqual(INITIAL_DELETE_FLOW);
    expect(run({ type: 'submit' })).toEqual(INITIAL_DELETE_FLOW);
    expect(run({ type: 'start' }, { type: 'input', text: 'DELETE' }, { type: 'submit' })).toEqual({
      step: 'confirm',
    });
    expect(run({ type: 'start' }, { type: 'start' })).toEqual({ step: 'confirm' });
  });
});
