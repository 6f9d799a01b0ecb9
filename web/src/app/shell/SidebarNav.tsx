import { Link, useLocation } from 'react-router';
import { Wordmark } from '../../ui/Wordmark';
import { MAIN_NAV, type NavItem, SETTINGS_NAV } from './navigation';

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

/** The sidebar's content, shared by the desktop rail and the mobile overlay. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?(): void }) {
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
          {MAIN_NAV.map((item) => (
            <NavEntry
              key={item.to}
              item={item}
              collapsed={collapsed}
              {...(onNavigate ? { onNavigate } : {})}
            />
          ))}
        </ul>
      </nav>
      <nav className="sidebar__bottom" aria-label="Account">
        <ul>
          <NavEntry item={SETTINGS_NAV} collapsed={collapsed} {...(onNavigate ? { onNavigate } : {})} />
        </ul>
      </nav>
    </>
  );
}
