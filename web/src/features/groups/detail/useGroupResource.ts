import { useCallback, useEffect, useRef, useState } from 'react';
import type { Served } from '../../../api/workspaces-api';
import { SERVER_POKE } from '../../../sync/poke-events';
import { WORKSPACE_UPDATED, type WorkspaceUpdate } from '../workspace-events';
import { loadFailure } from './load-state';

export interface GroupResource<T> {
  data: T | undefined;
  fromCache: boolean;
  /** The last load's failure; with data still set, what is shown is the last good copy. */
  error: unknown;
  loading: boolean;
  reload(): void;
}

interface State<T> {
  id: string;
  data: T | undefined;
  fromCache: boolean;
  error: unknown;
  loading: boolean;
}

/**
 * One piece of a group's served data (the group, its habits), loaded for the group on screen and
 * loaded again whenever that group is announced as changed (spec §4: the group overview refreshes on
 * 'workspaceUpdated'), the connection comes back or the server pokes (a member checked in, a
 * notification arrived). A reload keeps the last copy on screen, except
 * when the group turned out to be gone or closed to the viewer.
 */
export function useGroupResource<T>(id: string, load: (id: string) => Promise<Served<T>>): GroupResource<T> {
  const [state, setState] = useState<State<T>>({
    id,
    data: undefined,
    fromCache: false,
    error: null,
    loading: true,
  });
  // Only the latest request may write: a slow answer for an earlier group or load is dropped.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setState((current) => (current.id === id ? { ...current, loading: true } : fresh(id)));
    load(id).then(
      ({ data, fromCache }) => {
        if (ticket === latest.current) setState({ id, data, fromCache, error: null, loading: false });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        const gone = loadFailure(error).kind === 'not-found';
        setState((current) => ({
          ...current,
          data: gone || current.id !== id ? undefined : current.data,
          error,
          loading: false,
        }));
      },
    );
  }, [id, load]);

  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);

  useEffect(() => {
    const onUpdated = (event: Event) => {
      if ((event as CustomEvent<WorkspaceUpdate>).detail?._id === id) reload();
    };
    window.addEventListener(WORKSPACE_UPDATED, onUpdated);
    window.addEventListener('online', reload);
    window.addEventListener(SERVER_POKE, reload);
    return () => {
      window.removeEventListener(WORKSPACE_UPDATED, onUpdated);
      window.removeEventListener('online', reload);
      window.removeEventListener(SERVER_POKE, reload);
    };
  }, [id, reload]);

  const current = state.id === id ? state : fresh<T>(id);
  return { ...current, reload };
}

function fresh<T>(id: string): State<T> {
  return { id, data: undefined, fromCache: false, error: null, loading: true };
}
