import type { MutationArgs, MutationName } from '@habitat/protocol';
import type { HabitatDb } from './db';
import { type MutateOptions, writeMutations } from './mutation-writer';

export type { MutateOptions } from './mutation-writer';

/**
 * The schema check, loaded on first use: TypeBox and the mutation schemas are a large part of the
 * app's code, and a phone opening the app must not download and run them before it paints (issue
 * 27). `preloadMutationSchema` fetches it once the screen is up, so the first write finds it ready,
 * offline too; a failed load is tried again at the next write, and the write meanwhile is kept.
 */
let schema: Promise<typeof import('./mutation-schema')> | undefined;
/** The schema check once its code has arrived; undefined until then. */
let loadedSchema: typeof import('./mutation-schema') | undefined;

export function preloadMutationSchema(): Promise<typeof import('./mutation-schema')> {
  schema ??= import('./mutation-schema').then(
    (loaded) => {
      loadedSchema = loaded;
      return loaded;
    },
    (failure: unknown) => {
      schema = undefined;
      throw failure;
    },
  );
  return schema;
}

type WriteListener = () => void;
const listeners = new Set<WriteListener>();

/** The sync scheduler listens here to push soon after a write. */
export function onLocalWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies a named mutation to the local data and queues it for the server, in one transaction. The
 * screen sees the change at once through its live queries; the network is never waited for.
 * A mutation the rules refuse (MutationRejected) throws and leaves nothing behind.
 */
export async function mutate<N extends MutationName>(
  db: HabitatDb,
  name: N,
  args: MutationArgs<N>,
  options: MutateOptions = {},
): Promise<number> {
  const [id] = await mutateMany(db, name, [args], options);
  if (id === undefined) throw new Error('A mutation was queued without an id');
  return id;
}

/**
 * Several mutations of one kind as one local transaction ("complete all", a day logged in bulk):
 * all or none are stored, and screens see them together in one update rather than one at a time.
 */
export async function mutateMany<N extends MutationName>(
  db: HabitatDb,
  name: N,
  argsList: readonly MutationArgs<N>[],
  options: MutateOptions = {},
): Promise<number[]> {
  if (argsList.length === 0) return [];
  // A write never waits for code to download. The schema check is used once its code has arrived
  // (the app fetches it as soon as the screen is up); a write made before that (a tap in the first
  // moments of a cold start), or while it cannot be fetched at all (offline before it ever came), is
  // checked by the plain rules, and the server checks the schema when the write arrives.
  // Waiting for the file instead held the write out of the database for as long as the download
  // took, and a page closed meanwhile lost it (a theme chosen then a reload, e2e shell.test.ts).
  if (!loadedSchema) void preloadMutationSchema().catch(() => undefined);
  const ids = await writeMutations(db, name, argsList, options, loadedSchema?.matchesMutationSchema);
  for (const listener of listeners) listener();
  return ids;
}
