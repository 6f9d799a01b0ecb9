import { useCallback, useEffect, useRef, useState } from 'react';
import { getDashboardPermissions, saveDashboardPermissions } from '../../api/account-api';
import { useWorkspaceList } from '../groups/workspace-list-store';
import { groupsToLoad, type SharingChoices, sharingSaveError } from './dashboard-sharing';
import type { Notify } from './notify';
import { SETTINGS_TEXTS } from './settings-texts';

export interface DashboardSharing {
  workspaces: readonly { _id: string; name: string }[];
  /** True until the list of the person's groups has been read. */
  loading: boolean;
  /** The list could not be read (and no saved copy was at hand). */
  failed: boolean;
  choices: SharingChoices;
  saving: ReadonlySet<string>;
  setShared(workspaceId: string, shared: boolean): void;
}

/**
 * The Privacy & Security widget's data: the person's groups (the sidebar's shared list) and, per
 * group, whether their dashboard is shared. A choice that cannot be read counts as shared, the
 * default (spec §7), and the page says the data could not be loaded. Changes are shown at once and
 * taken back if the server refuses them.
 */
export function useDashboardSharing(notify: Notify, onBusy: (busy: boolean) => void): DashboardSharing {
  const list = useWorkspaceList();
  const [choices, setChoices] = useState<SharingChoices>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef(new Set<string>());
  const warned = useRef(false);

  const warnLoadFailed = useCallback(() => {
    if (warned.current) return;
    warned.current = true;
    notify('error', SETTINGS_TEXTS.workspaceLoadFailed);
  }, [notify]);

  useEffect(() => {
    if (list.error) warnLoadFailed();
  }, [list.error, warnLoadFailed]);

  useEffect(() => {
    const ids = groupsToLoad(
      list.workspaces.map((workspace) => workspace._id),
      asked.current,
    );
    for (const id of ids) {
      asked.current.add(id);
      getDashboardPermissions(id)
        .then((permissions) =>
          setChoices((current) => ({ ...current, [id]: permissions.isPublicToWorkspace })),
        )
        .catch(() => {
          setChoices((current) => ({ ...current, [id]: true }));
          warnLoadFailed();
        });
    }
  }, [list.workspaces, warnLoadFailed]);

  const setShared = useCallback(
    (workspaceId: string, shared: boolean) => {
      const previous = choices[workspaceId];
      setChoices((current) => ({ ...current, [workspaceId]: shared }));
      setSaving((current) => new Set(current).add(workspaceId));
      onBusy(true);
      saveDashboardPermissions(workspaceId, { isPublicToWorkspace: shared })
        .then((saved) => {
          setChoices((current) => ({ ...current, [workspaceId]: saved.isPublicToWorkspace }));
          notify('success', SETTINGS_TEXTS.sharingSaved);
        })
        .catch((error: unknown) => {
          setChoices((current) => ({ ...current, [workspaceId]: previous }));
          notify('error', sharingSaveError(error));
        })
        .finally(() => {
          setSaving((current) => {
            const next = new Set(current);
            next.delete(workspaceId);
            return next;
          });
          onBusy(false);
        });
    },
    [choices, notify, onBusy],
  );

  return {
    workspaces: list.workspaces,
    loading: !list.loaded && !list.error,
    failed: list.error !== null && list.workspaces.length === 0,
    choices,
    saving,
    setShared,
  };
}
