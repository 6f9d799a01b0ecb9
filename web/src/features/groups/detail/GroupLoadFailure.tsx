import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { loadFailure } from './load-state';

/**
 * A group (its page or its preview) that could not be loaded: why, and the way back to the list.
 * A missing group is not retried, since asking again cannot bring it back.
 */
export function GroupLoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const navigate = useNavigate();
  const failure = loadFailure(error);
  return (
    <div className="status-panel" role="alert">
      <h1 className="page__title">{failure.title}</h1>
      <p>{failure.message}</p>
      <div className="button-row">
        {failure.kind !== 'not-found' && (
          <button type="button" className="button button--outline" onClick={onRetry}>
            <RefreshCw size={16} aria-hidden="true" /> Try Again
          </button>
        )}
        <button type="button" className="button button--primary" onClick={() => navigate('/app/groups')}>
          Back to Groups
        </button>
      </div>
    </div>
  );
}
