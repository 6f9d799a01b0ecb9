import { ChevronRight, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AccountOnly } from '../../session/AccountOnly';
import { SyncStatus } from '../../sync/SyncStatus';
import { useNamedPage } from '../../ui/page-title';
import { NotificationBell } from './NotificationBell';
import { pageTitle, phonePageTitle } from './page-titles';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  isMobile: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar(): void;
}

/**
 * The page's title with the sync pill, notifications and the account menu. On a phone it is lean:
 * the tab bar below does the navigating, so there is no menu button and the trail is the title alone.
 */
export function TopBar({ isMobile, sidebarCollapsed, onToggleSidebar }: TopBarProps) {
  const { pathname } = useLocation();
  const named = useNamedPage(pathname);
  const title = isMobile ? phonePageTitle(pathname, named) : (named ?? pageTitle(pathname));
  const SidebarIcon = sidebarCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <header className="top-bar">
      {!isMobile && (
        <button
          type="button"
          className="icon-button"
          aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={onToggleSidebar}
        >
          <SidebarIcon size={20} aria-hidden="true" />
        </button>
      )}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/app">Home</Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight size={14} />
          </li>
          <li aria-current="page" data-testid="page-title" title={title}>
            {title}
          </li>
        </ol>
      </nav>
      <div className="top-bar__actions">
        <SyncStatus />
        {!isMobile && <ThemeSwitcher />}
        <AccountOnly>
          <NotificationBell />
        </AccountOnly>
        {/* On a phone Settings is a tab; the title needs the room. */}
        {!isMobile && (
          <Link to="/app/settings" className="icon-button" aria-label="Settings">
            <Settings size={20} aria-hidden="true" />
          </Link>
        )}
        <UserMenu isMobile={isMobile} />
      </div>
    </header>
  );
}
