import { AlertTriangle, ArrowLeft, RefreshCw } from 'lucide-react';
import { mirrorLoadFailure } from './mirror-texts';

/** Spec §2: the mirror could not be loaded; try again or go back to the group. */
export function MemberDashboardError({
  error,
  onRetry,
  onBack,
}: {
  error: unknown;
  onRetry(): void;
  onBack(): void;
}) {
  const failure = mirrorLoadFailure(error);
  return (
    <div className="status-panel" role="alert">
      <AlertTriangle size={40} aria-hidden="true" className="member-mirror__status-icon--error" />
      <h1 className="page__title">{failure.title}</h1>
      <p>{failure.message}</p>
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={onRetry}>
          <RefreshCw size={16} aria-hidden="true" /> Try Again
        </button>
        <button type="button" className="button button--primary" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" /> Back to Group
        </button>
      </div>
    </div>
  );
}
