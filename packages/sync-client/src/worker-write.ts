import type { MutationArgs, MutationName } from '@habitat/protocol';
import type { HabitatDb } from './db';
import { matchesMutationSchema } from './mutation-schema';
import { type MutateOptions, writeMutations } from './mutation-writer';

/**
 * A local write from the service worker (a notification's Done, issue 32): the same write as the
 * page's `mutate`, with the schema check bundled rather than loaded on first use, since a worker
 * cannot load a chunk of the page's (and the bundler's loader for one does not run in a worker).
 */
export async function mutateInWorker<N extends MutationName>(
  db: HabitatDb,
  name: N,
  args: MutationArgs<N>,
  options: MutateOptions,
): Promise<number> {
  const [id] = await writeMutations(db, name, [args], options, matchesMutationSchema);
  if (id === undefined) throw new Error('A mutation was queued without an id');
  return id;
}
