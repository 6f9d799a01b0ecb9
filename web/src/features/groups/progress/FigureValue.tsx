import { Lock } from 'lucide-react';
import { type Figure, HIDDEN_FIGURE, ONLY_YOU } from './figures';

/**
 * A number's words, or the dash and why there is none ('Not shared', 'Nothing due yet'). One of
 * your own numbers that the group does not see carries a lock.
 */
export function FigureValue({ figure }: { figure: Figure }) {
  if (figure.note !== null) {
    return (
      <span className="progress-figure--hidden">
        <span aria-hidden="true">{HIDDEN_FIGURE}</span>{' '}
        <span className="progress-figure__hint">{figure.note}</span>
      </span>
    );
  }
  if (!figure.onlyYou) return <>{figure.text}</>;
  return (
    <span className="progress-figure--own" title={ONLY_YOU}>
      {figure.text}
      <Lock size={12} aria-hidden="true" className="progress-figure__lock" />
      <span className="visually-hidden"> ({ONLY_YOU})</span>
    </span>
  );
}
