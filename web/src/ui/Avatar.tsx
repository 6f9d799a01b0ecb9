import { initial } from '@habitat/domain';
import { useState } from 'react';

interface AvatarProps {
  user: { name?: string | null; username?: string | null; avatar?: string | null } | null;
  className: string;
  /** The letter without a picture, where a screen words it its own way (the groups' name-or-email). */
  fallback?: string;
}

/**
 * A person's picture, or the first letter of their name: also when the picture cannot load
 * (offline, or a provider's address that stopped working), so no broken image is ever shown.
 */
export function Avatar({ user, className, fallback }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = user?.avatar ?? null;
  return (
    <span className={className} aria-hidden="true">
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        (fallback ?? initial(user))
      )}
    </span>
  );
}
