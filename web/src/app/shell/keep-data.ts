import type { StorageProtection } from '../../data/storage-protection';
import { counted } from '../../ui/counted';

/**
 * When to say, once, that this device holds the only copy of something and the browser may clear
 * it (issue 32, item 7): only where the browser has said it does not protect the copy, and only
 * while nothing else holds it: no account yet (and something made), or changes waiting while the
 * server cannot be reached. Null when there is nothing to say.
 */
export interface KeepDataFacts {
  protection: StorageProtection | undefined;
  deviceOnly: boolean;
  habits: number;
  waiting: number;
  /** The server cannot be reached now (offline, or the last sync failed). */
  unreachable: boolean;
  dismissed: boolean;
}

export interface KeepDataNotice {
  text: string;
  /** Offer to create an account (only without one). */
  offerAccount: boolean;
}

export function keepDataNotice(facts: KeepDataFacts): KeepDataNotice | null {
  if (facts.dismissed || facts.protection !== 'unprotected') return null;
  if (facts.deviceOnly) {
    if (facts.habits === 0) return null;
    return {
      text: 'Only this device holds your habits, and this browser may clear them when space runs low. Save a copy, or create an account to keep them safe.',
      offerAccount: true,
    };
  }
  if (facts.waiting > 0 && facts.unreachable) {
    return {
      text: `${counted(facts.waiting, 'change waits', 'changes wait')} on this device only, and this browser may clear ${facts.waiting === 1 ? 'it' : 'them'} when space runs low. ${facts.waiting === 1 ? 'It goes' : 'They go'} as soon as the server can be reached; a saved copy keeps ${facts.waiting === 1 ? 'it' : 'them'} meanwhile.`,
      offerAccount: false,
    };
  }
  return null;
}
