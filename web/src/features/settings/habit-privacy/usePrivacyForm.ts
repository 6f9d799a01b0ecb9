import type { HabitRecord, WorkspaceSettings } from '@habitat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutateLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';
import {
  closeTarget,
  draftFromHabit,
  isDirty,
  PRIVACY_MESSAGE_MS,
  PRIVACY_TEXTS,
  saveErrorMessage,
} from './habit-privacy';

/** Spec §4 Privacy save: idle, saving, idle. */
export type PrivacySaveState = 'idle' | 'saving';

export interface PrivacyForm {
  draft: WorkspaceSettings;
  dirty: boolean;
  saveState: PrivacySaveState;
  update<K extends keyof WorkspaceSettings>(key: K, value: WorkspaceSettings[K]): void;
  save(): Promise<void>;
  cancel(): void;
}

/**
 * The draft of one habit's share settings. Until the person edits, the draft follows the live record,
 * so a change synced from another device shows instead of being overwritten by a stale copy.
 */
export function usePrivacyForm(habit: HabitRecord): PrivacyForm {
  const navigate = useNavigate();
  const toast = useToast();
  const [edits, setEdits] = useState<WorkspaceSettings | null>(null);
  const [saveState, setSaveState] = useState<PrivacySaveState>('idle');
  const draft = edits ?? draftFromHabit(habit);
  const dirty = isDirty(draft, habit);

  const update = <K extends keyof WorkspaceSettings>(key: K, value: WorkspaceSettings[K]) => {
    setEdits((current) => ({ ...(current ?? draftFromHabit(habit)), [key]: value }));
  };

  const save = async () => {
    if (saveState === 'saving') return;
    setSaveState('saving');
    try {
      // A local write: it shows at once, works offline and reaches the server with the next sync.
      if (dirty) await mutateLocal('habit.setWorkspaceSettings', { id: habit.id, settings: draft });
      toast.success(PRIVACY_TEXTS.saved, { duration: PRIVACY_MESSAGE_MS });
      navigate(closeTarget(habit));
    } catch (error) {
      toast.error(saveErrorMessage(error), { duration: PRIVACY_MESSAGE_MS });
    } finally {
      setSaveState('idle');
    }
  };

  const cancel = () => navigate(closeTarget(habit));

  return { draft, dirty, saveState, update, save, cancel };
}
