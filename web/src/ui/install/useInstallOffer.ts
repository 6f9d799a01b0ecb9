import { useCallback, useState, useSyncExternalStore } from 'react';
import { type InstallOffer, installOffer } from './install-offer';
import { heldInstallPrompt, onInstallPromptChange } from './install-prompt';

const DISMISSED_KEY = 'habitat.installOfferDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function isStandalone(): boolean {
  const safari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/**
 * The install offer for this device (install-offer.ts), with `dismiss` to say not now for good, and
 * `promptAvailable` for the menu's Install item, which stays after the card was dismissed.
 */
export function useInstallOffer(): { offer: InstallOffer; promptAvailable: boolean; dismiss(): void } {
  const prompt = useSyncExternalStore(onInstallPromptChange, heldInstallPrompt, () => null);
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: the card may come back once more, which is harmless.
    }
    setDismissed(true);
  }, []);
  const standalone = isStandalone();
  const offer = installOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    promptAvailable: prompt !== null,
    dismissed,
  });
  return { offer, promptAvailable: prompt !== null && !standalone, dismiss };
}
