import type { DatabaseHandle } from '../db/database';
import { POKE_CHANNEL, PROFILE_CHANGED, SESSIONS_ENDED } from '../repositories/sync-repository';

/** `poke`: the person's data changed. `sessions`: one of their sessions ended; streams check theirs. */
export type PokeKind = 'poke' | 'sessions';
type Listener = (kind: PokeKind) => void;

/**
 * Fans database notifications out to the event streams of this instance. Every write notifies
 * through PostgreSQL (LISTEN/NOTIFY, in PGlite too), so a device connected to any instance learns of
 * a change made through any other.
 */
export class PokeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | undefined;

  /**
   * `onSessionsEnded` hears of every person whose sessions ended, on any instance, and
   * `onProfileChanged` of every person whose profile changed; `onListening` whether notifications
   * arrive at all (false while the channel is down and they are lost).
   */
  async start(
    database: DatabaseHandle,
    handlers: {
      onSessionsEnded?: (userId: string) => void;
      onProfileChanged?: (userId: string) => void;
      onListening?: (listening: boolean) => void;
    } = {},
  ): Promise<void> {
    this.stop = await database.listen(
      POKE_CHANNEL,
      (payload) => {
        if (payload.startsWith(PROFILE_CHANGED)) {
          handlers.onProfileChanged?.(payload.slice(PROFILE_CHANGED.length));
          return;
        }
        if (!payload.startsWith(SESSIONS_ENDED)) return this.emit(payload, 'poke');
        const userId = payload.slice(SESSIONS_ENDED.length);
        handlers.onSessionsEnded?.(userId);
        this.emit(userId, 'sessions');
      },
      handlers.onListening,
    );
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.listeners.clear();
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  connectionCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private emit(userId: string, kind: PokeKind): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(kind);
  }
}
