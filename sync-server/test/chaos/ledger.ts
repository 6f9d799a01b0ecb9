import type { PushBody } from '@habitat/protocol';

/**
 * Every write the devices made, and what the server said of it, as the devices heard it. A write is
 * acknowledged when a push response that reached its device said `ok` or `alreadyProcessed` for it:
 * from then on the device forgets it may have to send it, and losing it would be silent.
 *
 * Each write carries a mark of its own, so it can be found again whatever became of its mutation id
 * (a push resent, renumbered, or answered twice): a check-in's value, an edit's description, a new
 * habit's id, a dashboard filter's value.
 */
export type WriteKind = 'check-in' | 'edit' | 'habit' | 'filter';

/** The dashboard filter the run writes: one field of the person's analytics layout, merged on its own clock. */
export const FILTER_LAYOUT = 'analytics';
export const FILTER_NAME = 'range';

export interface Write {
  tag: string;
  kind: WriteKind;
  device: string;
  userId: string;
  /** The habit it writes to, or for a filter the layout's key. */
  target: string;
  /** The check-in's day. */
  date?: string;
  /** What the write put: a check-in's value, an edit's description, a filter's value. */
  value?: number | string;
}

/** Where the server acknowledged a write: the client id and mutation id it was applied under. */
export interface Acknowledgement {
  clientId: string;
  mutationId: number;
}

type PushedMutation = PushBody['mutations'][number];

/** The mark of a pushed mutation (see Ledger), or null for a kind the run does not make. */
export function tagOf(mutation: Pick<PushedMutation, 'name' | 'args'>): string | null {
  const args = mutation.args as Record<string, unknown>;
  if (mutation.name === 'entry.set') return `check-in:${String(args.value)}`;
  if (mutation.name === 'habit.update') {
    const patch = args.patch as Record<string, unknown> | undefined;
    return `edit:${String(patch?.description)}`;
  }
  if (mutation.name === 'habit.create') return `habit:${String(args.id)}`;
  if (mutation.name === 'layout.save') {
    const filters = args.filters as Record<string, unknown> | undefined;
    return `filter:${String(filters?.[FILTER_NAME])}`;
  }
  return null;
}

interface PushReplyJson {
  data?: { results?: Array<{ id: number; status: string; error?: string }> };
}

export class Ledger {
  readonly writes = new Map<string, Write>();
  readonly acknowledged = new Map<string, Acknowledgement>();
  /** Writes the server refused, with its words: none is expected, every write the run makes is valid. */
  readonly refused = new Map<string, string>();
  /**
   * Every client id and mutation id each write was sent under. A write whose push answer was lost
   * is confirmed by a later pull instead (its id falls under the pull's lastMutationId) and never
   * acknowledged by a push; the check finds what the server made of it through these.
   */
  readonly sent = new Map<string, Acknowledgement[]>();

  made(write: Write): void {
    if (this.writes.has(write.tag)) throw new Error(`two writes share the mark ${write.tag}`);
    this.writes.set(write.tag, write);
  }

  /** A push is about to leave a device. */
  sending(body: PushBody): void {
    for (const mutation of body.mutations) {
      const tag = tagOf(mutation);
      if (!tag) continue;
      const pairs = this.sent.get(tag) ?? [];
      if (!pairs.some((p) => p.clientId === body.clientId && p.mutationId === mutation.id))
        pairs.push({ clientId: body.clientId, mutationId: mutation.id });
      this.sent.set(tag, pairs);
    }
  }

  /** A push response reached a device: records what it acknowledged and refused. */
  heard(body: PushBody, reply: PushReplyJson): void {
    const byId = new Map(body.mutations.map((mutation) => [mutation.id, mutation]));
    for (const result of reply.data?.results ?? []) {
      const mutation = byId.get(result.id);
      const tag = mutation ? tagOf(mutation) : null;
      if (!tag) continue;
      if (result.status === 'ok' || result.status === 'alreadyProcessed') {
        if (!this.acknowledged.has(tag))
          this.acknowledged.set(tag, { clientId: body.clientId, mutationId: result.id });
      } else if (result.status === 'rejected') {
        this.refused.set(tag, result.error ?? 'refused');
      }
    }
  }

  count(kind: WriteKind): number {
    let n = 0;
    for (const write of this.writes.values()) if (write.kind === kind) n += 1;
    return n;
  }
}
