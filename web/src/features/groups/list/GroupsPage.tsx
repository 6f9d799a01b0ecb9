import { Plus, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useGroupList } from '../../../data/useGroupList';
import { useAuth } from '../../../session/AuthProvider';
import { useSync } from '../../../sync/SyncProvider';
import { OfflineNote } from '../../../ui/OfflineNote';
import { usePageTitle } from '../../../ui/page-title';
import { PageToast, usePageToast } from '../../../ui/page-toast/PageToast';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { CreateGroupDialog } from '../create/CreateGroupDialog';
import { useNavigationNotice } from '../useNavigationNotice';
import { GroupCard } from './GroupCard';
import { GroupStats } from './GroupStats';
import { useMissingHabitCounts, useVerifyHabitCounts } from './useHabitCounts';
import '../groups-shared.css';
import './groups.css';

const SKELETON_CARDS = 6;

/**
 * Spec §2 Groups list: the person's groups as cards with their totals, the Create Group dialog and,
 * for product admins, 'Verify Counts'. The list is the query the sidebar also reads, so a
 * group created or changed anywhere shows up here without a reload.
 */
export function GroupsPage() {
  usePageTitle('Groups');
  const hintId = useId();
  const { user } = useAuth();
  const online = useOnline();
  const list = useGroupList();
  const { state: syncState } = useSync();
  const { toast, show, dismiss } = usePageToast();
  const { verifying, verify } = useVerifyHabitCounts(list.groups, show);
  const [creating, setCreating] = useState(false);
  useMissingHabitCounts(list.groups);

  // The sidebar may have loaded the list long ago: opening the page asks for it afresh.
  const { reload } = list;
  useEffect(() => {
    reload();
  }, [reload]);

  // Spec §8: a failed list load is logged; the page keeps what it had (and offers a retry).
  useEffect(() => {
    if (list.error) console.error('Failed to load groups:', list.error);
  }, [list.error]);

  // A message handed over by the previous screen goes to this page's own toast.
  useNavigationNotice(show);

  const isAdmin = user?.role === 'admin';
  const offlineProps = online ? {} : { title: NEEDS_NETWORK, 'aria-describedby': hintId };

  return (
    <section className="page groups-page">
      <header className="page__header groups-page__header">
        <div>
          <h1 className="page__title">Groups</h1>
          <p className="groups-page__subtitle">
            Collaborate on habits with your team, family, and community.
          </p>
        </div>
        <div className="groups-page__actions">
          {isAdmin && (
            <button
              type="button"
              className="button button--outline"
              disabled={!online || verifying}
              onClick={() => void verify()}
              {...offlineProps}
            >
              <RefreshCw size={18} aria-hidden="true" className={verifying ? 'spin' : undefined} />
              Verify Counts
            </button>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!online}
            onClick={() => setCreating(true)}
            {...offlineProps}
          >
            <Plus size={18} aria-hidden="true" />
            Create Group
          </button>
        </div>
        {!online && (
          <p id={hintId} className="groups-page__hint">
            {NEEDS_NETWORK}
          </p>
        )}
      </header>

      {list.fromCache ? (
        <OfflineNote />
      ) : (
        // The device's list, while the server cannot be reached: as old as its last pull.
        list.asOf !== null &&
        (syncState === 'offline' || syncState === 'error') && <OfflineNote asOf={list.asOf} />
      )}
      {list.error && (
        <p className="groups-page__load-error" role="status">
          Could not load your groups.
          <button type="button" className="link-button" onClick={reload}>
            Try again
          </button>
        </p>
      )}

      <GroupStats groups={list.groups} loaded={list.loaded} />

      {!list.loaded ? (
        <ul className="groups-grid" aria-busy="true" aria-label="Loading groups">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} className="group-card group-card--skeleton" aria-hidden="true">
              <span className="group-skeleton group-skeleton--icon" />
              <span className="group-skeleton group-skeleton--title" />
              <span className="group-skeleton group-skeleton--line" />
              <span className="group-skeleton group-skeleton--line group-skeleton--short" />
            </li>
          ))}
        </ul>
      ) : list.groups.length === 0 ? (
        <div className="groups-empty">
          <h2 className="groups-empty__title">No groups yet</h2>
          <p className="groups-empty__text">Create a group to track habits together with others.</p>
        </div>
      ) : (
        <ul className="groups-grid" aria-label="Your groups">
          {list.groups.map((group) => (
            <GroupCard key={group._id} group={group} />
          ))}
        </ul>
      )}

      <PageToast toast={toast} onDismiss={dismiss} testId="groups-toast" />
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

export { GroupsPage as Component };
