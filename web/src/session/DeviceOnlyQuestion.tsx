import { useState } from 'react';
import { counted } from '../ui/counted';
import { Modal } from '../ui/Modal';
import type { DeviceOnlyCounts } from './device';

export type DeviceOnlyAnswer = 'add' | 'apart' | 'cancel';

export interface DeviceOnlyQuestionProps {
  counts: DeviceOnlyCounts;
  email: string;
  onAnswer(answer: DeviceOnlyAnswer): void;
}

/** "N habits and M check-ins": what the person made here, in the question's words. */
export function holdingsText({ habits, checkIns }: DeviceOnlyCounts): string {
  const parts = [counted(habits, 'habit', 'habits')];
  if (checkIns > 0) parts.push(counted(checkIns, 'check-in', 'check-ins'));
  return parts.join(' and ');
}

/**
 * The one question before an existing account opens on a device used without an account: its
 * habits and check-ins join the account, or are set aside on the device (and offered as a file). Closing it
 * (Cancel, Escape) keeps everything as it was, not signed in.
 */
export function DeviceOnlyQuestion({ counts, email, onAnswer }: DeviceOnlyQuestionProps) {
  const [answered, setAnswered] = useState(false);
  const answer = (choice: DeviceOnlyAnswer) => {
    if (answered) return;
    setAnswered(true);
    onAnswer(choice);
  };
  const what = holdingsText(counts);
  return (
    <Modal title="Bring your habits along?" onClose={() => answer('cancel')} size="sm">
      <div className="device-only-question" data-testid="device-only-question">
        <p>
          You made <strong>{what}</strong> on this device without an account. Add them to{' '}
          <strong>{email}</strong>?
        </p>
        <div className="device-only-question__choices">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => answer('add')}
            disabled={answered}
            data-autofocus
          >
            Add them to this account
          </button>
          <button
            type="button"
            className="button button--outline button--block"
            onClick={() => answer('apart')}
            disabled={answered}
          >
            Keep them apart
          </button>
          <p className="device-only-question__hint">
            Keep apart sets them aside on this device and offers them as a file; the account opens without
            them. Settings → Data Management can import or discard them later.
          </p>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => answer('cancel')}
            disabled={answered}
          >
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
