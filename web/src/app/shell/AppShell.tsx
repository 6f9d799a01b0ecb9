import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAppBadge } from '../../data/useAppBadge';
import { FullPageStatus } from '../../session/guards';
import { serverNow } from '../../sync/server-clock';
import { PageTitleProvider } from '../../ui/page-title';
import { BottomTabBar } from './BottomTabBar';
import { ClockNote } from './ClockNote';
import { KeepDataBanner } from './KeepDataBanner';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useIsMobile } from './useIsMobile';
import { ZoneMismatchBanner } from './ZoneMismatchBanner';
import './shell.css';

const COLLAPSED_KEY = 'habitTracker_sidebarCollapsed';

/**
 * Sidebar (collapsible to an icon rail) on a desk; at ≤ 768 px a bottom tab bar instead (issue 27:
 * every place one tap away, where the thumb is). Top bar and the page on both.
 */
export function AppShell() {
  const isMobile = useIsMobile();
  useAppBadge(serverNow);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');

  useEffect(() => {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  }, [collapsed]);

  return (
    <PageTitleProvider>
      <div
        className={`app-shell${collapsed && !isMobile ? ' app-shell--collapsed' : ''}${isMobile ? ' app-shell--tabs' : ''}`}
      >
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {!isMobile && (
          <aside className="sidebar" data-testid="sidebar">
            <SidebarNav collapsed={collapsed} />
          </aside>
        )}
        <div className="app-main">
          <TopBar
            isMobile={isMobile}
            sidebarCollapsed={collapsed}
            onToggleSidebar={() => setCollapsed((current) => !current)}
          />
          <main className="app-content" id="main" tabIndex={-1}>
            <ClockNote />
            <ZoneMismatchBanner />
            <KeepDataBanner />
            <Suspense fallback={<FullPageStatus>Loading...</FullPageStatus>}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {isMobile && <BottomTabBar />}
      </div>
    </PageTitleProvider>
  );
}
