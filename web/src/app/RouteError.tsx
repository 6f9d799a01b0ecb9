import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '../ui/page-title';
import { pageTitle } from './shell/page-titles';

/** Shown when a screen throws or its code cannot be loaded (often: a new version was deployed). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="full-page-status full-page-status--column" role="alert">
      <AlertTriangle size={32} aria-hidden="true" />
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'There is nothing at this address.' : 'Reloading the page usually fixes this.'}</p>
      <div className="button-row">
        {!notFound && (
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        <Link to="/" className="button button--outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  // Spec §2 names two paths that have no screen ('Habits Management', 'Calendar View').
  usePageTitle(pageTitle(useLocation().pathname));
  return (
    <div className="full-page-status full-page-status--column">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/app" className="button button--primary">
        Go to Dashboard
      </Link>
    </div>
  );
}
