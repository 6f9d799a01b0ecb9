import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * An action's one way in from a screen: a second tap while it is on its way gets the same call,
 * not a second one. React Query shows the action pending only at its next render (it schedules
 * the update), which a quick double tap beats: two invitations, two adoptions, a join sent twice.
 * Resolves with the answer and rejects with the failure (the mutation keeps it for the screen
 * too), and settles even after the screen has closed, so what follows (a navigation) still happens.
 */
export function useSingleFlight<TData, TVariables>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables>, 'mutateAsync'>,
): (variables: TVariables) => Promise<TData> {
  const running = useRef<Promise<TData> | null>(null);
  const { mutateAsync } = mutation;
  return useCallback(
    (variables: TVariables) => {
      running.current ??= mutateAsync(variables).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [mutateAsync],
  );
}
