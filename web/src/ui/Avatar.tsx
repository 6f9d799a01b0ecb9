import { initial } from '@habitat/domain';
import { useState } from 'react';

interface AvatarProps {
  user: { name?: string | null; username?: string | null; avatar?: string | null } | null;
  className: string;
}

/**
 * A person's picture, or the first letter of their name: also when the picture cannot load
 * (offline, or a provider's address that stopped working), so no broken image is ever shown.
 */
export function Avatar({ user, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = user?.avatar ?? null;
  return (
    <span className={className} aria-hidden="true">
      {src && failed !== src ? <img src={src} alt="" onError={() => setFailed(src)} /> : initial(user)}
    </span>
  );
}
