/**
 * Small, exact significance tests for the suggestions (issue 27): a claimed pattern must be more than
 * what chance gives to a person whose habits have no pattern at all. Pure and deterministic: the
 * permutation test draws from a seeded generator, so the same check-ins always give the same answer.
 */

/** Mulberry32: a tiny seeded generator (0..1). Not for secrets; for repeatable shuffles and tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i += 1)
    logFactorials.push((logFactorials[i - 1] ?? 0) + Math.log(i));
  return logFactorials[n] ?? 0;
}

/**
 * The 2×2 table of Fisher's exact test, as counts: of `withDays` days, `withDone` had the event; of
 * `withoutDays` other days, `withoutDone` had it.
 */
export interface TwoByTwo {
  withDone: number;
  withDays: number;
  withoutDone: number;
  withoutDays: number;
}

/** Probabilities of every possible `withDone` given the table's margins (hypergeometric). */
function hypergeometric(table: TwoByTwo): { low: number; probs: number[] } {
  const n = table.withDays;
  const total = table.withDays + table.withoutDays;
  const events = table.withDone + table.withoutDone;
  const low = Math.max(0, n - (total - events));
  const high = Math.min(n, events);
  const base =
    logFactorial(events) + logFactorial(total - events) + logFactorial(n) + logFactorial(total - n);
  const whole = logFactorial(total);
  const probs: number[] = [];
  for (let x = low; x <= high; x += 1) {
    const log =
      base -
      whole -
      logFactorial(x) -
      logFactorial(events - x) -
      logFactorial(n - x) -
      logFactorial(total - events - n + x);
    probs.push(Math.exp(log));
  }
  return { low, probs };
}

/**
 * One-sided Fisher's exact test: the chance, with no link at all between the two rows, of the event
 * being at least this much more frequent on the "with" days. Exact at any size, so small counts are safe.
 */
export function fisherGreater(table: TwoByTwo): number {
  const { low, probs } = hypergeometric(table);
  let p = 0;
  for (let i = table.withDone - low; i < probs.length; i += 1) p += probs[i] ?? 0;
  return Math.min(1, p);
}

/** Two-sided Fisher's exact test: tables at most as likely as the observed one, either direction. */
export function fisherTwoSided(table: TwoByTwo): number {
  const { low, probs } = hypergeometric(table);
  const observed = probs[table.withDone - low] ?? 0;
  let p = 0;
  // The relative tolerance keeps tables exactly as likely as the observed one in (rounding).
  for (const prob of probs) if (prob <= observed * (1 + 1e-7)) p += prob;
  return Math.min(1, p);
}

/** Shuffles `items` in place with the given generator (Fisher–Yates). */
export function shuffleInPlace<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
}
