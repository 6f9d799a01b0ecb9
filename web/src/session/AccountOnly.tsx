import type { ReactNode } from 'react';
import { useAuth } from './AuthProvider';

/** Rendered only for an account: what talks to the server (push upkeep, the bell) is left out for a device-only person. */
export function AccountOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'deviceOnly' ? null : children;
}
