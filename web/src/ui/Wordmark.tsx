import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

/** The product's mark and name, linking home. */
export function Wordmark({
  to,
  className = '',
  showName = true,
  onClick,
}: {
  to: string;
  className?: string;
  showName?: boolean;
  onClick?: () => void;
}) {
  return (
    <Link
      to={to}
      className={`wordmark ${className}`.trim()}
      aria-label={showName ? undefined : 'Habitat home'}
      onClick={onClick}
    >
      <span className="wordmark__mark" aria-hidden="true">
        <CheckCircle2 size={20} />
      </span>
      {showName && 'Habitat'}
    </Link>
  );
}
