import type { Workspace } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { applyWorkspaceChange, summaryOf } from '../../../api/workspace-cache';
import {
  reloadWorkspaceSettingsCopy,
  storeWorkspaceSettingsCopy,
  useWorkspaceSettingsCopy,
} from '../../../api/workspace-queries';
import { updateWorkspace } from '../../../api/workspaces-api';
import { useToast } from '../../../ui/toast/ToastProvider';
import {
  changesFrom,
  type DraftErrors,
  draftErrors,
  draftFrom,
  type SettingKey,
  type SettingsDraft,
} from './settings-draft';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load group settings',
  saveFailed: 'Failed to save settings',
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
 * made from the first copy that arrives and after each save; reloading after a member change
 * refreshes the members and the comparison base without discarding what the person is still
 * editing. One group per mount: the page is keyed by the group.
 */
export function useWorkspaceSettings(id: string): WorkspaceSettingsState {
  const toast = useToast();
  const client = useQueryClient();
  const copy = useWorkspaceSettingsCopy(id);
  const workspace = copy.data?.data ?? null;
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Set while rendering, so the first copy never shows without its draft (React renders again at once).
  if (workspace && draft === null) setDraft(draftFrom(workspace));

  const reload = useCallback(async () => {
    const fresh = await reloadWorkspaceSettingsCopy(client, id);
    // A failure keeps what the screen showed: the change itself succeeded and was applied.
    if (fresh) applyWorkspaceChange(client, summaryOf(fresh));
  }, [client, id]);

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
      storeWorkspaceSettingsCopy(client, saved);
      setDraft(draftFrom(saved));
      applyWorkspaceChange(client, summaryOf(saved));
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
    fromCache: copy.data?.fromCache ?? false,
    // Only a screen with nothing to show fails: a failed reload keeps the copy it had.
    loadError: workspace ? null : (copy.error?.message ?? null),
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
