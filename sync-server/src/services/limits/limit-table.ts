import { HABIT_NUDGES } from '@habitat/domain';

/**
 * Every limit on a heavy or fan-out route, declared once (issue 28, item 8). The limits plugin
 * reads this table to guard the routes it names, the write path reads its caps, and README's table
 * is compared with it by a test, so the three cannot drift.
 *
 * - `rate`: at most `max` requests per `windowMs`, counted per account or per address (or per
 *   group and invited address), in a store every instance shares when REDIS_URL is set. Past it: 429 with
 *   Retry-After.
 * - `at once`: at most `max` running together per account (a lease in the same store). Past it:
 *   429 with Retry-After.
 * - `cap`: at most `max` of a thing a person keeps; past it the write is refused with 409 (a sync
 *   push gets a rejection with the same words), since waiting does not help.
 */

export type LimitPer = 'account' | 'address' | 'group and invited address';

interface LimitBase {
  /** What is counted, in README's words. */
  counts: string;
  /** The routes it guards, as 'METHOD /path' with Fastify's parameter names. */
  routes: readonly string[];
  max: number;
  per: LimitPer;
  /** The first sentence a refused person reads; `{max}` stands for the limit in force. */
  lead: string;
}

export interface RateLimitRule extends LimitBase {
  kind: 'rate';
  windowMs: number;
  /**
   * Counted only once the request succeeded (checked before it): a refused invitation (already a
   * member, not allowed) has sent nothing, so it must not use the one re-send the window allows.
   */
  countsOnSuccess?: boolean;
  /**
   * Counted by the route itself before its body is read (the import's 12 MB), not by the limits
   * plugin's preHandler, which runs after the body was parsed.
   */
  countedBeforeBody?: boolean;
}

export interface AtOnceRule extends LimitBase {
  kind: 'at once';
  /** What the 429 says to wait: the work is short, or the person can try at once elsewhere. */
  retryAfterSeconds: number;
}

export interface CapRule extends LimitBase {
  kind: 'cap';
}

export type LimitRule = RateLimitRule | AtOnceRule | CapRule;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const INVITE = 'POST /api/workspaces/:id/members/invite';
const ENCOURAGE = [
  'POST /api/encouragements',
  ...Object.keys(HABIT_NUDGES).map(
    (nudge) => `POST /api/workspaces/:id/members/:memberId/habits/:habitId/${nudge}`,
  ),
];
const JOIN = 'POST /api/workspaces/:id/join';
const CREATE_GROUP = 'POST /api/workspaces';
// Each tells every member of the group (a notification, a live event, a Web Push).
const GROUP_HABITS = ['POST /api/workspaces/:id/habits', 'DELETE /api/workspaces/workspace-habits/:habitId'];
const IMPORT = 'POST /api/users/import-data';
const EXPORT = 'POST /api/users/export-data';
const AVATAR = 'PUT /api/users/avatar';
const EVENTS = 'GET /api/sync/events';
const HABIT_WRITES = ['POST /api/habits', 'POST /api/sync/push', IMPORT];

export const LIMITS = {
  invitationsPerInviter: {
    counts: 'invitations sent',
    kind: 'rate',
    routes: [INVITE],
    max: 30,
    windowMs: DAY,
    per: 'account',
    lead: 'You have sent as many invitations as one day allows.',
  },
  invitationsPerAddress: {
    counts: 'invitations sent',
    kind: 'rate',
    routes: [INVITE],
    max: 60,
    windowMs: DAY,
    per: 'address',
    lead: 'Too many invitations were sent from this network today.',
  },
  invitationResend: {
    counts: 'invitations to one address',
    kind: 'rate',
    routes: [INVITE],
    max: 1,
    windowMs: 6 * HOUR,
    per: 'group and invited address',
    countsOnSuccess: true,
    lead: 'You invited this address a short while ago; the invitation you sent still works.',
  },
  encouragementsPerSender: {
    counts: 'encouragements and nudges sent',
    kind: 'rate',
    routes: ENCOURAGE,
    max: 30,
    windowMs: HOUR,
    per: 'account',
    lead: 'You have sent many encouragements in the last hour.',
  },
  encouragementsPerAddress: {
    counts: 'encouragements and nudges sent',
    kind: 'rate',
    routes: ENCOURAGE,
    max: 120,
    windowMs: HOUR,
    per: 'address',
    lead: 'Too many encouragements were sent from this network in the last hour.',
  },
  joinRequestsPerAccount: {
    counts: 'joins and join requests',
    kind: 'rate',
    routes: [JOIN],
    max: 20,
    windowMs: HOUR,
    per: 'account',
    lead: 'You have asked to join many groups in the last hour.',
  },
  joinRequestsPerAddress: {
    counts: 'joins and join requests',
    kind: 'rate',
    routes: [JOIN],
    max: 60,
    windowMs: HOUR,
    per: 'address',
    lead: 'Too many join requests came from this network in the last hour.',
  },
  groupCreationsPerAccount: {
    counts: 'groups made',
    kind: 'rate',
    routes: [CREATE_GROUP],
    max: 10,
    windowMs: DAY,
    per: 'account',
    lead: 'You have made many groups today.',
  },
  groupsOwned: {
    counts: 'groups owned',
    kind: 'cap',
    routes: [CREATE_GROUP],
    max: 25,
    per: 'account',
    lead: 'You own {max} groups, the most one account can. Delete or hand over a group to make another.',
  },
  groupHabitChangesPerAccount: {
    counts: 'group habits added or deleted',
    kind: 'rate',
    routes: GROUP_HABITS,
    max: 60,
    windowMs: HOUR,
    per: 'account',
    lead: 'You have added or deleted many group habits in the last hour; each one notifies the whole group.',
  },
  activeHabits: {
    counts: 'active habits',
    kind: 'cap',
    routes: HABIT_WRITES,
    max: 200,
    per: 'account',
    lead: 'You have {max} active habits, the most one account can. Archive or delete one to add another.',
  },
  exportsAtOnce: {
    counts: 'exports running',
    kind: 'at once',
    routes: [EXPORT],
    max: 1,
    per: 'account',
    retryAfterSeconds: 5,
    lead: 'An export of your data is already being made. Please wait for it to finish.',
  },
  exportsPerAccount: {
    counts: 'exports',
    kind: 'rate',
    routes: [EXPORT],
    max: 10,
    windowMs: HOUR,
    per: 'account',
    lead: 'You have exported your data many times in the last hour.',
  },
  importsAtOnce: {
    counts: 'imports and previews running',
    kind: 'at once',
    routes: [IMPORT],
    max: 1,
    per: 'account',
    retryAfterSeconds: 5,
    lead: 'An import is already running for your account. Please wait for it to finish.',
  },
  importsPerAccount: {
    counts: 'imports and previews',
    kind: 'rate',
    routes: [IMPORT],
    max: 30,
    windowMs: HOUR,
    per: 'account',
    countedBeforeBody: true,
    lead: 'You have previewed or imported many files in the last hour.',
  },
  avatarUploadsPerAccount: {
    counts: 'pictures uploaded',
    kind: 'rate',
    routes: [AVATAR],
    max: 20,
    windowMs: HOUR,
    per: 'account',
    lead: 'You have changed your picture many times in the last hour.',
  },
  avatarUploadsPerAddress: {
    counts: 'pictures uploaded',
    kind: 'rate',
    routes: [AVATAR],
    max: 60,
    windowMs: HOUR,
    per: 'address',
    lead: 'Too many pictures were uploaded from this network in the last hour.',
  },
  eventStreamsAtOnce: {
    counts: 'event streams open',
    kind: 'at once',
    routes: [EVENTS],
    max: 10,
    per: 'account',
    // The app reopens a refused stream on its own with growing pauses; its changes still sync.
    retryAfterSeconds: 30,
    lead: 'Live updates are open on {max} of your tabs or devices already; this one syncs without them.',
  },
} as const satisfies Record<string, LimitRule>;

export type LimitId = keyof typeof LIMITS;
/** The numbers in force: the table as shipped, or (in tests) with some maxima changed. */
export type LimitTable = { readonly [K in LimitId]: LimitRule };

export const LIMIT_IDS = Object.keys(LIMITS) as LimitId[];

/** The table with some maxima changed (tests reach a limit in a few requests). */
export function withMaxima(table: LimitTable, maxima: Partial<Record<LimitId, number>>): LimitTable {
  const next = { ...table } as Record<LimitId, LimitRule>;
  for (const [id, max] of Object.entries(maxima) as [LimitId, number][]) next[id] = { ...table[id], max };
  return next;
}

/**
 * Per-address rates multiplied by `factor` (LIMITS_PER_ADDRESS_SCALE): for a server whose people
 * share one address (a school, an office behind one NAT), and for a browser test run from one machine.
 */
export function scaledPerAddress(table: LimitTable, factor: number): LimitTable {
  if (factor === 1) return table;
  const next = { ...table } as Record<LimitId, LimitRule>;
  for (const id of LIMIT_IDS) {
    const rule = table[id];
    if (rule.kind === 'rate' && rule.per === 'address') next[id] = { ...rule, max: rule.max * factor };
  }
  return next;
}

/** Tests sign up and write from one address many times a minute: rates are raised, caps are not. */
export function relaxedLimits(table: LimitTable = LIMITS): LimitTable {
  const next = { ...table } as Record<LimitId, LimitRule>;
  for (const id of LIMIT_IDS) {
    const rule = table[id];
    if (rule.kind === 'rate') next[id] = { ...rule, max: rule.max * 1000 };
  }
  return next;
}

/** The refusal's first sentence with the limit in force. */
export function limitLead(rule: LimitRule): string {
  return rule.lead.replaceAll('{max}', String(rule.max));
}

function windowWords(rule: LimitRule): string {
  if (rule.kind === 'at once') return 'at once';
  if (rule.kind === 'cap') return 'kept at any time';
  if (rule.windowMs % DAY === 0) return rule.windowMs === DAY ? '1 day' : `${rule.windowMs / DAY} days`;
  if (rule.windowMs % HOUR === 0) return rule.windowMs === HOUR ? '1 hour' : `${rule.windowMs / HOUR} hours`;
  return `${Math.round(rule.windowMs / MINUTE)} minutes`;
}

/** README's table of limits, row for row: README says what the code does because it is made from it. */
export function limitsMarkdown(table: LimitTable = LIMITS): string {
  const rows = LIMIT_IDS.map((id) => {
    const rule = table[id];
    const routes = rule.routes.map((route) => `\`${route}\``).join('<br>');
    const answer = rule.kind === 'cap' ? '409; a pushed change is refused' : '429 + Retry-After';
    return `| ${routes} | ${rule.counts} | ${rule.max} | ${windowWords(rule)} | ${rule.per} | ${answer} |`;
  });
  return [
    '| Route | Counts | Limit | Window | Per | Answer |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
