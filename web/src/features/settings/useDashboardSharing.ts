import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDashboardPermissions } from '../../api/account-api';
import {
  type PermissionRead,
  storeDashboardPermissions,
  useDashboardPermissions,
} from '../../api/account-queries';
import { useGroupList } from '../../data/useGroupList';
import { choicesOf, type SharingChoices, sharingSaveError } from './dashboard-sharing';
import type { Notify } from './notify';
import { SETTINGS_TEXTS } from './settings-texts';

export interface DashboardSharing {
  groups: readonly { _id: string; name: string }[];
  /** True until the list of the person's groups has been read. */
  loading: boolean;
  /** The list could not be read (and no saved copy was at hand). */
  failed: boolean;
  choices: SharingChoices;
  /** What the server last said of each group's sharing (for the personal habits line). */
  reads: Readonly<Record<string, PermissionRead>>;
  saving: ReadonlySet<string>;
  setShared(groupId: string, shared: boolean): void;
}

/**
 * The Privacy & Security widget's data: the person's groups (the sidebar's shared list) and, per
 * group, whether their dashboard is shared. A choice that cannot be read counts as not shared
 * (issue 27), and the page says the data could not be loaded. Changes are shown at once and taken
 * back if the server refuses them; a saved change shows in the switch itself, with no toast.
 */
export function useDashboardSharing(notify: Notify, onBusy: (busy: boolean) => void): DashboardSharing {
  const client = useQueryClient();
  const list = useGroupList();
  const reads = useDashboardPermissions(list.groups.map((group) => group._id));
  // The choices being saved, shown over what the server last said until it answers.
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());
  const warned = useRef(false);
  const anyUnread = Object.values(reads).some((read) => read.status === 'failed');

  const warnLoadFailed = useCallback(() => {
    if (warned.current) return;
    warned.current = true;
    notify('error', SETTINGS_TEXTS.groupsLoadFailed);
  }, [notify]);

  useEffect(() => {
    if (list.error || anyUnread) warnLoadFailed();
  }, [list.error, anyUnread, warnLoadFailed]);

  const setShared = useCallback(
    (groupId: string, shared: boolean) => {
      setSaving((current) => new Map(current).set(groupId, shared));
      onBusy(true);
      saveDashboardPermissions(groupId, { isPublicToWorkspace: shared })
        .then((saved) => {
          storeDashboardPermissions(client, groupId, saved);
        })
        .catch((error: unknown) => notify('error', sharingSaveError(error)))
        .finally(() => {
          // Refused, the choice falls back to what the server last said: the one shown before.
          setSaving((current) => {
            const next = new Map(current);
            next.delete(groupId);
            return next;
          });
          onBusy(false);
        });
    },
    [client, notify, onBusy],
  );

  return {
    groups: list.groups,
    loading: !list.loaded && !list.error,
    failed: list.error !== null && list.groups.length === 0,
    choices: choicesOf(reads, saving),
    reads,
    saving: new Set(saving.keys()),
    setShared,
  };
}
