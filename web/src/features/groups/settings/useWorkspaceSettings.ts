import type { Workspace } from '@habitat/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getWorkspace, updateWorkspace } from '../../../api/workspaces-api';
import { useToast } from '../../../ui/toast/ToastProvider';
import { announceWorkspaceUpdated, summaryOf } from '../workspace-events';
import {
  changesFrom,
  type DraftErrors,
  draftErrors,
  draftFrom,
  type SettingKey,
  type SettingsDraft,
} from './settings-draft';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load workspace settings',
  saveFailed: 'Failed to save settings',
  saved: 'Workspace settings saved',
} as const;

export interface WorkspaceSettingsState {
  workspace: Workspace | null;
  fromCache: boolean;
  loadError: string | null;
  draft: SettingsDraft | null;
  errors: DraftErrors;
  dirty: boolean;
  saving: boolean;
  saveError: string | null;
  update<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]): void;
  updateSetting<K extends SettingKey>(key: K, value: SettingsDraft['settings'][K]): void;
  save(): Promise<void>;
  /** Fetch again after a member change; unsaved edits in the draft are kept. */
  reload(): Promise<void>;
}

/**
 * The workspace behind the settings screen and the draft its widgets edit (spec §2). The draft is
 * made once per load and after each save; reloading after a member change refreshes the members
 * and the comparison base without discarding what the person is still editing.
 */
export function useWorkspaceSettings(id: string): WorkspaceSettingsState {
  const toast = useToast();
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [fromCache, setFromCache] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Answers for a group the screen has since left are dropped.
  const currentId = useRef(id);
  currentId.current = id;

  useEffect(() => {
    setWorkspace(null);
    setDraft(null);
    setLoadError(null);
    setErrors({});
    setSaveError(null);
    getWorkspace(id).then(
      ({ data, fromCache: cached }) => {
        if (currentId.current !== id) return;
        setWorkspace(data);
        setFromCache(cached);
        setDraft(draftFrom(data));
      },
      (error: Error) => {
        if (currentId.current === id) setLoadError(error.message);
      },
    );
  }, [id]);

  const reload = useCallback(async () => {
    try {
      const { data, fromCache: cached } = await getWorkspace(id);
      if (currentId.current !== id) return;
      setWorkspace(data);
      setFromCache(cached);
      announceWorkspaceUpdated(summaryOf(data));
    } catch {
      // The change itself succeeded and was announced; the screen keeps what it showed.
    }
  }, [id]);

  const update = useCallback(<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    if (key === 'name') setErrors({});
  }, []);

  const updateSetting = useCallback(<K extends SettingKey>(key: K, value: SettingsDraft['settings'][K]) => {
    setDraft((current) =>
      current ? { ...current, settings: { ...current.settings, [key]: value } } : current,
    );
  }, []);

  const save = async () => {
    if (!workspace || !draft || saving) return;
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = changesFrom(workspace, draft);
    if (Object.keys(body).length === 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await updateWorkspace(workspace._id, body);
      setWorkspace(saved);
      setFromCache(false);
      setDraft(draftFrom(saved));
      announceWorkspaceUpdated(summaryOf(saved));
      toast.success(SETTINGS_MESSAGES.saved);
    } catch (error) {
      setSaveError(SETTINGS_MESSAGES.saveFailed);
      toast.error((error as Error).message, { title: SETTINGS_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  const dirty = workspace !== null && draft !== null && Object.keys(changesFrom(workspace, draft)).length > 0;
  return {
    workspace,
    fromCache,
    loadError,
    draft,
    errors,
    dirty,
    saving,
    saveError,
    update,
    updateSetting,
    save,
    reload,
  };
}
