import { formatHlc, uuidv7 } from '@habitat/domain';

/**
 * The API of a server running as a child process, as a device speaks to it over HTTP: sign up,
 * push check-ins, pull everything back. For tests of what a real process keeps (full disks, backups).
 */
export interface ApiJson {
  success: boolean;
  error?: string;
  /** The fields of the replies these tests read (register, push, pull, health). */
  data: {
    token: string;
    lastMutationId: number;
    results: Array<{ id: number; status: string }>;
    changes: { entries: Array<{ habitId: string; date: string; value: number }> };
    cursors: Record<string, number>;
    resume?: Record<string, string>;
    reset: string[];
    hasMore: boolean;
    status: string;
    problem?: string;
  };
}

export interface PushReply {
  status: number;
  headers: Headers;
  json: ApiJson;
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    // A hang shows as this request's failure, not as the test's timeout.
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as ApiJson };
}

export async function signUp(base: string): Promise<string> {
  const { status, json } = await post(base, '/api/auth/register', {
    name: 'Disk Test',
    email: `disk-${uuidv7()}@example.com`,
    password: 'Engine42x',
  });
  if (status !== 201) throw new Error(`register failed: ${JSON.stringify(json)}`);
  return json.data.token;
}

const DAY_MS = 86_400_000;
export const dateOf = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);

/** One device of a person: it numbers its mutations and keeps what the server acknowledged. */
export function processDevice(base: string, token: string) {
  const clientId = uuidv7();
  let next = 1;
  /** Acknowledged check-ins: habit/date → value. */
  const acknowledged = new Map<string, number>();
  const habitId = uuidv7();
  const hlc = () => formatHlc({ physical: Date.now(), counter: 0, node: clientId });

  /** Sends mutations (those of a refused batch again, with the same ids), recording what is acknowledged. */
  async function send(mutations: Array<{ id: number; name: string; args: Record<string, unknown> }>) {
    const reply: PushReply = await post(
      base,
      '/api/sync/push',
      { clientId, mutations: mutations.map((m) => ({ ...m, hlc: hlc() })) },
      token,
    );
    if (reply.status === 200) {
      for (const result of reply.json.data?.results ?? []) {
        const mutation = mutations.find((m) => m.id === result.id);
        if (
          mutation?.name === 'entry.set' &&
          (result.status === 'ok' || result.status === 'alreadyProcessed')
        ) {
          acknowledged.set(`${habitId}/${mutation.args.date}`, mutation.args.value as number);
        }
      }
    }
    return reply;
  }

  return {
    habitId,
    acknowledged,
    createHabit: () =>
      send([{ id: next++, name: 'habit.create', args: { id: habitId, fields: { name: 'Read' } } }]),
    /** The next `count` check-ins, each on a day of its own (value = its mutation id). */
    checkIns(count: number) {
      return Array.from({ length: count }, () => {
        const id = next++;
        return { id, name: 'entry.set', args: { habitId, date: dateOf(id), completed: true, value: id } };
      });
    },
    send,
  };
}

/** Every check-in the server holds for the account (by habit/date), as a new device pulls it: page after page. */
export async function pullEntries(base: string, token: string): Promise<Map<string, number>> {
  const clientId = uuidv7();
  const entries = new Map<string, number>();
  let cursors: Record<string, number> = {};
  let resume: Record<string, string> | undefined;
  let reset: string[] = [];
  for (;;) {
    const { status, json } = await post(
      base,
      '/api/sync/pull',
      { clientId, cursors, resetting: reset, ...(resume ? { resume } : {}) },
      token,
    );
    if (status !== 200) throw new Error(`pull failed with ${status}: ${JSON.stringify(json)}`);
    for (const entry of json.data.changes.entries) entries.set(`${entry.habitId}/${entry.date}`, entry.value);
    if (json.data.reset.length > 0) reset = json.data.reset;
    ({ cursors, resume } = json.data);
    if (!json.data.hasMore) return entries;
  }
}
