import { acceptHlc, compareHlc, type Hlc, maxHlc, tickHlc } from '@habitat/domain';

/**
 * The hybrid logical clock of one scope within one write transaction (ARCHITECTURE §7). It starts
 * from the scope's stored clock, read under the scope's row lock, so it is per person and shared by
 * every server instance, and no one else's device can move it.
 *
 * A write's effective stamp never exceeds the moment the server received it: a device whose clock
 * runs ahead (a year, or a second) is stamped at receipt instead, after every stamp the scope has
 * seen, so its writes keep their order and a write that reaches the server later in real time, from
 * any device or through REST, still wins.
 */
export class ScopeClock {
  private latest: Hlc | null;
  private moved = false;

  constructor(
    stored: Hlc | null,
    private readonly clock: () => number,
  ) {
    this.latest = stored;
  }

  /** The stamp of a write the server makes itself (a REST call): after everything seen, at least now. */
  server(): Hlc {
    return this.advance(tickHlc(this.latest, 'server', this.clock()));
  }

  /** A device's stamp as the write takes effect: as sent, or, from the future, the receipt time. */
  accept(hlc: Hlc): Hlc {
    return this.advance(acceptHlc(this.latest, hlc, this.clock()));
  }

  /** The clock to store with the scope, when a write moved it. */
  get changed(): Hlc | null {
    return this.moved ? this.latest : null;
  }

  private advance(hlc: Hlc): Hlc {
    const next = maxHlc(this.latest, hlc) as Hlc;
    if (this.latest === null || compareHlc(next, this.latest) !== 0) this.moved = true;
    this.latest = next;
    return hlc;
  }
}
