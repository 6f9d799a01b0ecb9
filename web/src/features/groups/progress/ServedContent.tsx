import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QueryResource } from '../../../api/served-resource';
import { loadFailure } from '../detail/load-state';

interface ServedContentProps<T> {
  resource: Pick<QueryResource<T>, 'data' | 'error' | 'loading' | 'reload'>;
  loadingText: string;
  errorTitle: string;
  children(data: T): ReactNode;
}

/**
 * The loading and failed states every progress widget shares (the group page says once that it is offline). A failed reload keeps the last
 * good copy on screen with a note, so a dropped connection never blanks a widget that had data.
 */
export function ServedContent<T>({ resource, loadingText, errorTitle, children }: ServedContentProps<T>) {
  const { data, error, loading, reload } = resource;
  if (data === undefined) {
    if (error && !loading) {
      return (
        <div className="progress-state" role="alert">
          <p className="widget-error__title">{errorTitle}</p>
          <p className="widget-error__detail">{loadFailure(error, "These figures haven't").message}</p>
          <button type="button" className="button button--outline button--sm" onClick={reload}>
            <RefreshCw size={16} aria-hidden="true" /> Try Again
          </button>
        </div>
      );
    }
    return (
      <p className="empty-state" role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <>
      {Boolean(error) && !loading && (
        <p className="progress-note" role="status">
          Couldn't refresh — showing the last copy.
          <button type="button" className="progress-note__action" onClick={reload}>
            Try Again
          </button>
        </p>
      )}
      {children(data)}
    </>
  );
}
