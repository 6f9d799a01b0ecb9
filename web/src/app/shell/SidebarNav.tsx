import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useGroupList } from '../../data/useGroupList';
import { useAuth } from '../../session/AuthProvider';
import { Wordmark } from '../../ui/Wordmark';
import {
  GROUPS_NAV,
  groupPath,
  isGroupActive,
  MAIN_NAV,
  type NavItem,
  SETTINGS_NAV,
  sidebarGroups,
} from './navigation';
import './sidebar-groups.css';

function NavEntry({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?(): void;
}) {
  const { pathname } = useLocation();
  const active = item.matches(pathname);
  const Icon = item.icon;
  return (
    <li className="nav-entry">
      <Link
        to={item.to}
        className={`nav-link${active ? ' nav-link--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? item.label : undefined}
        onClick={onNavigate}
      >
        <Icon size={20} aria-hidden="true" />
        {!collapsed && <span>{item.label}</span>}
      </Link>
      {collapsed && (
        <span className="nav-tooltip" role="tooltip" aria-hidden="true">
          {item.label}
        </span>
      )}
    </li>
  );
}

/**
 * Groups with their count and the first few groups beneath (spec §2 App shell). The icon rail has
 * no room for the list, so there it is a plain entry with its tooltip.
 */
function GroupsNavEntry({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?(): void }) {
  const listId = useId();
  const { pathname } = useLocation();
  const { groups, loaded, error } = useGroupList();
  const [open, setOpen] = useState(true);
  // Without an account there are no groups to list: the entry leads to why.
  const deviceOnly = useAuth().status === 'deviceOnly';
  if (collapsed || deviceOnly) {
    return <NavEntry item={GROUPS_NAV} collapsed={collapsed} {...(onNavigate ? { onNavigate } : {})} />;
  }

  const { listed, total, viewAll } = sidebarGroups(groups);
  const active = GROUPS_NAV.matches(pathname);
  const Icon = GROUPS_NAV.icon;
  return (
    <li className="nav-entry">
      <div className="nav-row">
        <Link
          to={GROUPS_NAV.to}
          className={`nav-link${active ? ' nav-link--active' : ''}`}
          aria-current={pathname === GROUPS_NAV.to ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Icon size={20} aria-hidden="true" />
          <span>{GROUPS_NAV.label}</span>
          {loaded && (
            <span className="nav-count" data-testid="sidebar-groups-count">
              <span className="visually-hidden">, </span>
              {total}
            </span>
          )}
        </Link>
        <button
          type="button"
          className="nav-expand"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Groups list"
          onClick={() => setOpen((current) => !current)}
        >
          <ChevronDown size={16} aria-hidden="true" className={open ? 'nav-expand__icon--open' : undefined} />
        </button>
      </div>
      <div id={listId} className="nav-groups" hidden={!open}>
        {listed.length > 0 && (
          <ul aria-label="Your groups">
            {listed.map((group) => {
              const current = isGroupActive(pathname, group._id);
              return (
                <li key={group._id}>
                  <Link
                    to={groupPath(group._id)}
                    className={`nav-group${current ? ' nav-group--active' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <span
                      className="nav-group__dot"
                      style={{ backgroundColor: group.color }}
                      aria-hidden="true"
                    />
                    <span className="nav-group__name">{group.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {viewAll && (
          <Link to={GROUPS_NAV.to} className="nav-groups__all" onClick={onNavigate}>
            {viewAll}
          </Link>
        )}
        {loaded && !error && total === 0 && <p className="nav-groups__empty">No groups yet</p>}
      </div>
    </li>
  );
}

/** The sidebar's content, shared by the desktop rail and the mobile overlay. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?(): void }) {
  const navigateProps = onNavigate ? { onNavigate } : {};
  return (
    <>
      <Wordmark
        to="/app/dashboard"
        className="sidebar__wordmark"
        showName={!collapsed}
        {...(onNavigate ? { onClick: onNavigate } : {})}
      />
      <nav className="sidebar__nav" aria-label="Main">
        <ul>
          {MAIN_NAV.map((item) =>
            item === GROUPS_NAV ? (
              <GroupsNavEntry key={item.to} collapsed={collapsed} {...navigateProps} />
            ) : (
              <NavEntry key={item.to} item={item} collapsed={collapsed} {...navigateProps} />
            ),
          )}
        </ul>
      </nav>
      <nav className="sidebar__bottom" aria-label="Account">
        <ul>
          <NavEntry item={SETTINGS_NAV} collapsed={collapsed} {...navigateProps} />
        </ul>
      </nav>
    </>
  );
}
