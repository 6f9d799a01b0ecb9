import type { WriteProblem } from '../db/write-failures';

/** How long a write refused for lack of space counts against readiness, unless a write succeeds. */
export const WRITE_FAILURE_HOLD_MS = 30_000;

/**
 * What the requests of this instance have lately learnt about writing. A probe alone cannot tell
 * a full disk: a small write can still fit in a page that has room while a check-in, which needs
 * the file to grow, is refused. So a refusal is remembered and readiness reports it.
 *
 * It is forgotten after the hold, even if no write came: an orchestrator takes a 503 instance out
 * of rotation, and one that stayed 503 until a write succeeded would then never get the write that
 * proves it recovered. If the disk is still full, the next write is refused and reports it again.
 */
export class WriteHealth {
  #problem: WriteProblem | null = null;
  #at = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly holdMs = WRITE_FAILURE_HOLD_MS,
  ) {}

  refused(problem: WriteProblem): void {
    this.#problem = problem;
    this.#at = this.now();
  }

  succeeded(): void {
    this.#problem = null;
  }

  /** The problem a write met within the hold, or null. */
  recentProblem(): WriteProblem | null {
    if (this.#problem && this.now() - this.#at > this.holdMs) this.#problem = null;
    return this.#problem;
  }
}
