import { GROUP_MESSAGES } from '@habitat/domain';

/**
 * The three-step group deletion of spec §5: a first confirm, a final warning, then the word
 * DELETE typed exactly. Any other text cancels the whole flow with the spec's message rather than
 * letting the person retry, so reaching the delete call always takes the three deliberate steps.
 */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export type DeleteFlow =
  | { step: 'closed'; notice: string | null }
  | { step: 'confirm' }
  | { step: 'warning' }
  | { step: 'type'; text: string; error: string | null }
  | { step: 'deleting'; text: string };

export type DeleteFlowEvent =
  | { type: 'start' }
  | { type: 'continue' }
  | { type: 'cancel' }
  | { type: 'input'; text: string }
  | { type: 'submit' }
  | { type: 'failed'; error: string };

export const INITIAL_DELETE_FLOW: DeleteFlow = { step: 'closed', notice: null };

export function deleteFlow(state: DeleteFlow, event: DeleteFlowEvent): DeleteFlow {
  switch (event.type) {
    case 'start':
      return state.step === 'closed' ? { step: 'confirm' } : state;
    case 'continue':
      if (state.step === 'confirm') return { step: 'warning' };
      if (state.step === 'warning') return { step: 'type', text: '', error: null };
      return state;
    case 'cancel':
      // The delete call cannot be taken back once sent: the dialog stays until it answers.
      return state.step === 'deleting' ? state : INITIAL_DELETE_FLOW;
    case 'input':
      return state.step === 'type' ? { ...state, text: event.text } : state;
    case 'submit':
      if (state.step !== 'type') return state;
      return state.text === DELETE_CONFIRMATION_WORD
        ? { step: 'deleting', text: state.text }
        : { step: 'closed', notice: GROUP_MESSAGES.deletionMismatch };
    case 'failed':
      return state.step === 'deleting' ? { step: 'type', text: state.text, error: event.error } : state;
  }
}
