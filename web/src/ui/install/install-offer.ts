/**
 * What Habitat offers for installing it (issue 32, item 1). An iPhone or iPad has no install prompt:
 * the person adds the app to the Home Screen themselves (Share, then Add to Home Screen), and only
 * then can it remind them, so it is shown how. A browser with an install prompt (Chromium on
 * Android and desktops) gets Habitat's own Install button. Neither shows in the installed app, nor
 * once the person has said not now.
 */
export type InstallOffer = 'home-screen-steps' | 'install-button' | null;

export interface InstallFacts {
  userAgent: string;
  /** An iPad asking for the desktop site says "Macintosh"; its touch screen tells it apart. */
  maxTouchPoints: number;
  /** Running as the installed app (display-mode standalone, or Safari's `navigator.standalone`). */
  standalone: boolean;
  /** The browser handed over an install prompt (`beforeinstallprompt`). */
  promptAvailable: boolean;
  dismissed: boolean;
}

export function isAppleTouchDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installOffer(facts: InstallFacts): InstallOffer {
  if (facts.standalone) return null;
  if (facts.promptAvailable) return facts.dismissed ? null : 'install-button';
  if (isAppleTouchDevice(facts.userAgent, facts.maxTouchPoints))
    return facts.dismissed ? null : 'home-screen-steps';
  return null;
}
