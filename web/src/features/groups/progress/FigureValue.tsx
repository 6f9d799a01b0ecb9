import { type Figure, HIDDEN_FIGURE, NOT_SHARED } from './figures';

/** A figure's words, or the dash and 'Not shared' of one the member keeps to themselves. */
export function FigureValue({ figure }: { figure: Figure }) {
  if (figure.shared) return <>{figure.text}</>;
  return (
    <span className="progress-figure--hidden">
      <span aria-hidden="true">{HIDDEN_FIGURE}</span>{' '}
      <span className="progress-figure__hint">{NOT_SHARED}</span>
    </span>
  );
}
