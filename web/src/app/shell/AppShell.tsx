import { X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '../../session/guards';
import { PageTitleProvider } from '../../ui/page-title';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useIsMobile } from './useIsMobile';
import { ZoneMismatchBanner } from './ZoneMismatchBanner';
import './shell.css';

const COLLAPSED_KEY = 'habitTracker_sidebarCollapsed';

/** Sidebar (collapsible to an icon rail), mobile overlay menu at ≤ 768 px, top bar, and the page. */
export function AppShell() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  }, [collapsed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the overlay whenever the route changes
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <PageTitleProvider>
      <div className={`app-shell${collapsed && !isMobile ? ' app-shell--collapsed' : ''}`}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {!isMobile && (
          <aside className="sidebar" data-testid="sidebar">
            <SidebarNav collapsed={collapsed} />
          </aside>
        )}
        {isMobile && mobileOpen && (
          <div className="mobile-menu" data-testid="mobile-menu">
            <button
              type="button"
              className="mobile-menu__backdrop"
              aria-label="Close menu"
              tabIndex={-1}
              onClick={() => setMobileOpen(false)}
            />
            <aside className="sidebar sidebar--overlay" aria-label="Menu">
              <button
                type="button"
                className="icon-button mobile-menu__close"
                aria-label="Close menu"
                onClick={() => setMobileOpen(false)}
              >
                <X size={20} aria-hidden="true" />
              </button>
              <SidebarNav collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </aside>
          </div>
        )}
        <div className="app-main">
          <TopBar
            isMobile={isMobile}
            sidebarCollapsed={collapsed}
            onToggleMenu={() => (isMobile ? setMobileOpen(true) : setCollapsed((current) => !current))}
          />
          <main className="app-content" id="main" tabIndex={-1}>
            <ZoneMismatchBanner />
            <Suspense fallback={<FullPageStatus>Loading...</FullPageStatus>}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </PageTitleProvider>
  );
}
