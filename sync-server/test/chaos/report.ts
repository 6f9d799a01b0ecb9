import { passed } from './checks';
import type { ChaosResult } from './scenario';

/**
 * docs/reliability.md: what the chaos run did and what it found, per database, with the command
 * that made it. Written from the results alone, so a rerun replaces it whole.
 */
export interface RunOutcome {
  database: 'pglite' | 'postgres';
  result: ChaosResult | null;
  /** Why the run stopped before its checks (a deadline, a start that failed). */
  failure: string | null;
}

export interface ReportContext {
  seed: number;
  command: string;
  commit: string;
  node: string;
  date: string;
}

const NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const duration = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};
const signed = (hours: number) => (hours > 0 ? `+${hours}` : `${hours}`);

export function outcomePassed(outcome: RunOutcome): boolean {
  return (
    outcome.failure === null &&
    outcome.result !== null &&
    passed(outcome.result.checks) &&
    outcome.result.unexpectedExits.length === 0 &&
    outcome.result.failedStarts.every((start) => start.diskFull) &&
    outcome.result.finalExitCode === 0 &&
    outcome.result.devices.every((d) => d.errors.length === 0)
  );
}

function row(label: string, cells: string[]): string {
  return `| ${label} | ${cells.join(' | ')} |`;
}

function faultRows(outcomes: RunOutcome[]): string[] {
  const cell = (f: (r: ChaosResult) => string) => outcomes.map((o) => (o.result ? f(o.result) : '–'));
  const kills = (r: ChaosResult) =>
    r.plan.kills
      .map((k) => {
        const full = r.plan.diskFull.some((e) => k.round >= e.from && k.round <= e.to);
        return `${k.round}${k.minBytes > 0 ? " (on the month's push)" : full ? ' (disk full: restarted on it)' : ''}`;
      })
      .join(', ');
  return [
    row(
      'Rounds',
      cell((r) => String(r.plan.rounds)),
    ),
    row(
      'kill -9 of the server, then a restart on the same data',
      cell(
        (r) =>
          `${r.faults.kills} (${r.faults.killsMidPush} with a push received and not yet answered), in rounds ${kills(r)}; back up in ${r.restartsMs.map(seconds).join(', ')}`,
      ),
    ),
    row(
      'A group habit adopted on two devices of one person before either synced',
      cell((r) => `${r.checks.aliases} times, each merged into one habit by the server`),
    ),
    row(
      'Requests through the proxy',
      cell((r) => String(r.proxy.exchanges)),
    ),
    row(
      '… delayed (up to 1.2 s each way)',
      cell((r) => String(r.proxy.delayed)),
    ),
    row(
      '… dropped (swallowed, never answered)',
      cell((r) => String(r.proxy.dropped)),
    ),
    row(
      '… cut while the request was sent',
      cell((r) => String(r.proxy.requestsCut)),
    ),
    row(
      '… cut as the answer began (applied, not heard)',
      cell((r) => String(r.proxy.responsesLost)),
    ),
    row(
      '… cut halfway through the answer',
      cell((r) => String(r.proxy.responsesCut)),
    ),
    row(
      'Connections cut because the server was down',
      cell((r) => String(r.proxy.refused)),
    ),
    row(
      'Device clocks (hours off)',
      cell((r) => r.devices.map((d) => `${d.name} ${signed(d.skewHours)}`).join(', ')),
    ),
    row(
      'A clock set mid-run',
      cell((r) => `${r.clockSet.device} by ${signed(r.clockSet.hours)} h in round ${r.plan.clockSet.round}`),
    ),
    row(
      'Full-disk episodes',
      cell((r) =>
        r.faults.diskFullEpisodes === 0
          ? `none: ${r.diskNote ?? 'not planned'}`
          : `${r.faults.diskFullEpisodes} in rounds ${r.plan.diskFull.map((e) => `${e.from}–${e.to}`).join(', ')}${r.diskNote ? ` (the log's disk only: ${r.diskNote})` : ''}; pushes refused with 503: ${r.refusedForFullDisk}; health said 503 in ${r.faults.diskFullSeenByHealth} of ${r.faults.diskFullEpisodes}; with nothing restarted, the next push after the disk was freed taken ${r.writableAgainAfterMs.map((ms) => (ms === null ? 'never' : `${seconds(ms)} after`)).join(', ')}`,
      ),
    ),
    row(
      '30 days offline',
      cell(
        (r) =>
          `${r.offline.device}: ${r.offline.days} days, ${r.offline.writes} changes queued; all acknowledged or confirmed ${r.offline.drainedAfterMs === null ? '(never)' : `${seconds(r.offline.drainedAfterMs)} after it came back`}`,
      ),
    ),
  ];
}

function resultRows(outcomes: RunOutcome[]): string[] {
  const cell = (f: (r: ChaosResult) => string) => outcomes.map((o) => (o.result ? f(o.result) : '–'));
  return [
    row(
      'Writes made on the devices',
      cell((r) => String(r.checks.made)),
    ),
    row(
      '**Acknowledged** (a push answer said ok)',
      cell((r) => `**${r.checks.acknowledged}**`),
    ),
    row(
      '**Present** on the server',
      cell((r) => `**${r.checks.present}**`),
    ),
    row(
      '… of which overwritten by a later write (last writer wins)',
      cell((r) => String(r.checks.superseded)),
    ),
    row(
      'Confirmed by a pull instead (the push answer was lost): present',
      cell((r) => `${r.checks.confirmedByPullPresent} of ${r.checks.confirmedByPull}`),
    ),
    row(
      '**Lost**',
      cell((r) => `**${r.checks.lost.length}**`),
    ),
    row(
      '**Duplicated**',
      cell((r) => `**${r.checks.duplicated.length}**`),
    ),
    row(
      '**Converged** (5 devices, a fresh pull and the database)',
      cell((r) => `**${r.checks.converged ? 'yes' : 'no'}**`),
    ),
    row(
      'Never confirmed / refused by the server',
      cell((r) => `${r.checks.unconfirmed.length} / ${r.checks.refused.length}`),
    ),
    row(
      'Server exits nobody asked for',
      cell((r) => String(r.unexpectedExits.length)),
    ),
    row(
      'Starts that exited before the server was up (tried again)',
      cell((r) => {
        const onFull = r.failedStarts.filter((start) => start.diskFull).length;
        return r.failedStarts.length === 0 ? '0' : `${r.failedStarts.length} (${onFull} on a full disk)`;
      }),
    ),
    row(
      'Clean shutdown at the end (exit 0)',
      cell((r) => (r.finalExitCode === 0 ? 'yes' : `no (${r.finalExitCode})`)),
    ),
    row(
      'Sync passes until quiet at the end',
      cell((r) => String(r.quietAfterPasses)),
    ),
    row(
      'Duration',
      cell((r) => duration(r.durationMs)),
    ),
    row(
      '**Passed**',
      outcomes.map((o) => `**${outcomePassed(o) ? 'yes' : 'NO'}**`),
    ),
  ];
}

function problems(outcomes: RunOutcome[]): string[] {
  const lines: string[] = [];
  for (const outcome of outcomes) {
    const name = NAMES[outcome.database];
    if (outcome.failure) lines.push(`- ${name}: the run stopped: ${outcome.failure}`);
    const r = outcome.result;
    if (!r) continue;
    const list = (what: string, items: string[]) => {
      for (const item of items.slice(0, 20)) lines.push(`- ${name}, ${what}: ${item}`);
      if (items.length > 20) lines.push(`- ${name}, ${what}: and ${items.length - 20} more`);
    };
    list('lost', r.checks.lost);
    list('duplicated', r.checks.duplicated);
    list('not converged', r.checks.differences);
    list('never confirmed', r.checks.unconfirmed);
    list('refused', r.checks.refused);
    list(
      'device error',
      r.devices.flatMap((d) => d.errors.map((e) => `${d.name}: ${e}`)),
    );
    list(
      'a start failed with room on the disk',
      r.failedStarts.filter((s) => !s.diskFull).map((s) => s.output.slice(0, 400).replaceAll('\n', ' ')),
    );
    list(
      'server exited unasked',
      r.unexpectedExits.map(
        (e) => `code ${e.code}, signal ${e.signal}; log ends: ${e.log.slice(-400).replaceAll('\n', ' ')}`,
      ),
    );
  }
  return lines;
}

/** Starts that failed on a full disk: expected when the database needs room to recover, and told. */
function notes(outcomes: RunOutcome[]): string[] {
  return outcomes.flatMap((outcome) => {
    const said = new Map<string, number>();
    for (const start of outcome.result?.failedStarts ?? []) {
      if (!start.diskFull) continue;
      // The server's own words when it gave them (start-failure.ts), else what the process said.
      const words = (
        /"msg":"((?:[^"\\]|\\.)*)"/.exec(start.output)?.[1] ?? start.output.slice(0, 300)
      ).replaceAll('\n', ' ');
      said.set(words, (said.get(words) ?? 0) + 1);
    }
    return [...said].map(
      ([words, count]) =>
        `- ${NAMES[outcome.database]}: ${count === 1 ? 'a start' : `${count} starts`} on the full disk exited, and the next once there was room recovered. The server said: "${words}"`,
    );
  });
}

export function renderReport(outcomes: RunOutcome[], context: ReportContext): string {
  const header = `| | ${outcomes.map((o) => NAMES[o.database]).join(' | ')} |`;
  const rule = `| --- | ${outcomes.map(() => '---').join(' | ')} |`;
  const issues = problems(outcomes);
  const deviceRows = outcomes.flatMap((o) =>
    (o.result?.devices ?? []).map(
      (d) =>
        `| ${NAMES[o.database]} | ${d.name} (${d.person}) | ${Object.entries(d.outcomes)
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')} |`,
    ),
  );
  return `# Reliability: the chaos run

This file is written by \`npm run chaos\`; do not edit it by hand. Made by:

\`\`\`sh
${context.command}
\`\`\`

on ${context.date}, at commit ${context.commit}, with Node ${context.node}. The seed is ${context.seed}: the
same seed replays the same plan, the same writes and the same choice of faults (which request a fault
meets still depends on timing).

## What was run

The real server, started as \`npm start\` starts it (the built \`sync-server/dist/server.js\`), on each
database, behind a TCP proxy that delays, swallows and cuts requests. Five devices of three people,
each the real sync client (\`packages/sync-client\`: the web app's local database and sync engine, on
Node with fake-indexeddb), talking HTTP through the proxy. Alice owns a group with two group habits and
has a phone and a laptop; Bob has a phone and a tablet; Carol has a phone. Each device has a habit of
its own and adopts group habits: Alice's two devices adopt the same one, and so do Bob's, before either
has synced.

Every round, every device checks in (on days up to a week back; weeks back while the disk is full),
sometimes edits a habit's description, sets a dashboard filter or adds a habit, and syncs, often with a
sync already running as it writes. Meanwhile:
- the server is killed with SIGKILL as a push reaches it, and started again on the same data (one kill
  meets the month offline's push as it arrives; with two full disks and three kills or more, one falls
  on a full disk, so the server starts again with no room);
- its disk fills (the data folder for PGlite, a tablespace for PostgreSQL, and the log for both) and is
  freed once a write was refused, with nothing restarted;
- device clocks are hours off, and one is set by hours mid-run;
- Bob's tablet spends the run offline, its clock walking through 30 days while its person checks in
  every day, then comes back.

At the end the network heals, every device syncs until a pass brings nothing new, a fresh device pulls
each person's data, the server stops with SIGTERM, and its database is read.

A write counts as acknowledged when a push answer that reached its device said \`ok\` or
\`alreadyProcessed\` for it. It is present when its check-in or field (a description, a filter) holds
its value under the stamp the server applied it with (the server's own record of the mutation), or a
greater stamp: a later write won. A habit is present when it is live (an adoption made twice: the one
habit it was merged into). The 30 days offline are the device's: the server's clock cannot be moved
from outside, so the month's changes are stamped across the month but reach a server that is minutes
older.

## Faults

${header}
${rule}
${faultRows(outcomes).join('\n')}

## Result

${header}
${rule}
${resultRows(outcomes).join('\n')}

${issues.length === 0 ? 'Nothing lost, nothing duplicated, everyone converged.' : `### Problems\n\n${issues.join('\n')}`}${notes(outcomes).length === 0 ? '' : `\n\n### Notes\n\n${notes(outcomes).join('\n')}`}

## Syncs per device

How each device's syncs ended during the run (offline: the network failed; timeout: a request got no
answer in time; server: the server answered with an error, a 503 for a full disk among them).

| Database | Device | Syncs |
| --- | --- | --- |
${deviceRows.join('\n')}
`;
}
