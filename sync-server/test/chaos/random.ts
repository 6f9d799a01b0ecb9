/**
 * Seeded randomness for the chaos run: one seed picks every decision (which writes, which faults,
 * how long a delay), so a failing run is replayed with the same CHAOS_SEED. Each actor draws from a
 * stream of its own (`fork`), so a device making one more write does not shift the proxy's choices.
 * What the seed cannot fix is timing: which request a delay or a kill meets depends on the machine.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An independent stream named `name`, the same for the same seed. */
  fork(name: string): Random;
}

/** mulberry32: small, fast, and good enough to pick faults (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text, to derive a stream's seed from its name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seeded(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: (name) => seeded(hash(`${seed}:${name}`)),
  };
  return random;
}

/** CHAOS_SEED when set (a whole number), else a new one: printed either way, to replay the run. */
export function chaosSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.CHAOS_SEED;
  if (given === undefined || given === '') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`CHAOS_SEED must be a whole number: ${given}`);
  return seed;
}
