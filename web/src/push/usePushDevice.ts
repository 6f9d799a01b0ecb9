import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { type PushDeviceState, readPushState, turnPushOff, turnPushOn } from './push-device';

export interface PushDevice {
  /** null while it is being read. */
  state: PushDeviceState | null;
  busy: boolean;
  /** Resolves to the new state, or rejects with a message fit to show. */
  turnOn(): Promise<PushDeviceState>;
  turnOff(): Promise<PushDeviceState>;
}

/** This device's push state for a screen, and the actions that change it. */
export function usePushDevice(): PushDevice {
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState().then((read) => {
      if (live) setState(read);
    });
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(async (action: () => Promise<PushDeviceState>) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      return next;
    } catch (error) {
      setState(await readPushState());
      throw new Error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(() => change(turnPushOn), [change]);
  const turnOff = useCallback(() => change(turnPushOff), [change]);
  return { state, busy, turnOn, turnOff };
}
