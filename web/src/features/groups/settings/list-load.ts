/**
 * What a settings list (requests to join, pending invitations) shows: the last answer decides. A
 * failed reload shows its failure, as these lists always did, rather than the list it replaced.
 */
export type ListLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; list: T[] };

export function listLoadOf<T>(list: T[] | undefined, error: unknown): ListLoad<T> {
  if (error) return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  return list ? { status: 'ready', list } : { status: 'loading' };
}
