import type { Workspace } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { applyGroupChange, summaryOf } from '../../../api/group-cache';
import {
  reloadGroupSettingsCopy,
  storeGroupSettingsCopy,
  useGroupSettingsCopy,
} from '../../../api/group-queries';
import { updateGroup } from '../../../api/groups-api';
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

export interface GroupSettingsState {
  group: Workspace | null;
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
 * The group behind the settings screen and the draft its widgets edit (spec §2). The draft is
 * made from the first copy that arrives and after each save; reloading after a member change
 * refreshes the members and the comparison base without discarding what the person is still
 * editing. One group per mount: the page is keyed by the group.
 */
export function useGroupSettings(id: string): GroupSettingsState {
  const toast = useToast();
  const client = useQueryClient();
  const copy = useGroupSettingsCopy(id);
  const group = copy.data?.data ?? null;
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Set while rendering, so the first copy never shows without its draft (React renders again at once).
  if (group && draft === null) setDraft(draftFrom(group));

  const reload = useCallback(async () => {
    const fresh = await reloadGroupSettingsCopy(client, id);
    // A failure keeps what the screen showed: the change itself succeeded and was applied.
    if (fresh) applyGroupChange(client, summaryOf(fresh));
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
    if (!group || !draft || saving) return;
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = changesFrom(group, draft);
    if (Object.keys(body).length === 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await updateGroup(group._id, body);
      storeGroupSettingsCopy(client, saved);
      setDraft(draftFrom(saved));
      applyGroupChange(client, summaryOf(saved));
    } catch (error) {
      setSaveError(SETTINGS_MESSAGES.saveFailed);
      toast.error((error as Error).message, { title: SETTINGS_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  const dirty = group !== null && draft !== null && Object.keys(changesFrom(group, draft)).length > 0;
  return {
    group,
    fromCache: copy.data?.fromCache ?? false,
    // Only a screen with nothing to show fails: a failed reload keeps the copy it had.
    loadError: group ? null : (copy.error?.message ?? null),
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
