import { Link, useLocation } from 'react-router';
import { TAB_NAV } from './navigation';

/**
 * The phone's tab bar (issue 27): Today, Analytics, Groups and Settings, one tap each, the current
 * one marked. It sits above the iPhone's home indicator; the page scrolls clear of it.
 */
export function BottomTabBar() {
  const { pathname } = useLocation();
  return (
    <nav className="tab-bar" aria-label="Main" data-testid="tab-bar">
      <ul>
        {TAB_NAV.map((tab) => {
          const current = tab.matches(pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={`tab-bar__tab${current ? ' tab-bar__tab--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <Icon size={22} aria-hidden="true" strokeWidth={current ? 2.4 : 2} />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
