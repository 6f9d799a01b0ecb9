import type { Workspace } from '@habitat/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useGroup } from '../../../api/group-queries';
import { mutateLocal } from '../../../data/mutations';
import { useSync } from '../../../sync/SyncProvider';
import { useToast } from '../../../ui/toast/ToastProvider';
import { useLocalGroup } from '../data/useLocalGroup';
import {
  changesFrom,
  type DraftErrors,
  draftErrors,
  draftFrom,
  rebaseDraft,
  type SettingKey,
  type SettingsDraft,
} from './settings-draft';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load group settings',
  saveFailed: 'Failed to save settings',
} as const;

/** Why the server will not show the group: its own words, or a plain one. */
function loadFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

export interface GroupSettingsState {
  group: Workspace | null;
  /** When this device last pulled its groups, for the offline note; null when it never has. */
  pulledAt: number | null;
  loadError: string | null;
  draft: SettingsDraft | null;
  errors: DraftErrors;
  dirty: boolean;
  saveError: string | null;
  update<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]): void;
  updateSetting<K extends SettingKey>(key: K, value: SettingsDraft['settings'][K]): void;
  save(): Promise<void>;
}

/**
 * The group behind the settings screen and the draft its widgets edit (spec §2), read from this
 * device's copy of the group (issue 31), so the screen opens and saves offline. A save is the
 * `group.update` mutation: shown at once, sent when there is a network, checked by the server when
 * it arrives. The draft is made from the first copy; a later pull (a member let in, a change from
 * another admin) moves the fields the person has not touched and keeps those they edited
 * (rebaseDraft), so a save never puts back what someone else changed. A group
 * the device does not hold is asked of the server only to say why (not a member, not found), or to
 * wait while a pull brings it. One group per mount: the page is keyed by the group.
 */
export function useGroupSettings(id: string, viewerId: string | undefined): GroupSettingsState {
  const toast = useToast();
  const { syncNow } = useSync();
  const held = useLocalGroup(id, viewerId);
  const group = held?.held ? held.local.group : null;
  const served = useGroup(id, { enabled: held !== undefined && !held.held });
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // The group the draft was last made or rebased from.
  const [base, setBase] = useState<Workspace | null>(null);
  // Set while rendering, so the first copy never shows without its draft (React renders again at
  // once); a copy changed by a pull moves the fields the person has not touched, and only those.
  if (group && draft === null) {
    setDraft(draftFrom(group));
    setBase(group);
  } else if (group && draft && base && group !== base) {
    setDraft(rebaseDraft(draft, base, group));
    setBase(group);
  }
  // The server counts this person in but the device has not pulled the group yet: a pull brings it.
  const memberNotYetHeld = held?.held === false && served.data !== undefined;
  useEffect(() => {
    if (memberNotYetHeld) syncNow();
  }, [memberNotYetHeld, syncNow]);

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
    if (!group || !draft) return;
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const patch = changesFrom(group, draft);
    if (Object.keys(patch).length === 0) return;
    setSaveError(null);
    try {
      await mutateLocal('group.update', { workspaceId: group._id, patch });
    } catch (error) {
      // Not written on this device (a full disk): the draft keeps every edit for another try.
      setSaveError(SETTINGS_MESSAGES.saveFailed);
      toast.error((error as Error).message, { title: SETTINGS_MESSAGES.saveFailed });
      return;
    }
    syncNow();
  };

  const dirty = group !== null && draft !== null && Object.keys(changesFrom(group, draft)).length > 0;
  return {
    group,
    pulledAt: held?.pulledAt ?? null,
    // Only a group the device does not hold, and the server will not show, fails to load.
    loadError:
      group || memberNotYetHeld || served.loading || !served.error ? null : loadFailureText(served.error),
    draft,
    errors,
    dirty,
    saveError,
    update,
    updateSetting,
    save,
  };
}
