import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { listenForGroupUpdated } from './group-updated-event';
import { queryClient as pageClient } from './query-client';
import { listenForOnline } from './query-refresh';

/**
 * The page's served-data cache, around the screens that read served data (the app, an invitation,
 * a signup carrying one; see app/router.tsx), with the two window events it answers: the
 * connection coming back, and the spec's 'workspaceUpdated'. The screens share one client, so what
 * one loaded is there for the next.
 */
export function ServedDataProvider({
  client = pageClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => listenForOnline(client), [client]);
  useEffect(() => listenForGroupUpdated(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
