/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium), caught as early as the page runs:
 * it fires once, often before any screen is drawn, and is kept until used or the app is installed.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held for Habitat's own button, rather than the browser's mini bar over the page.
    event.preventDefault();
    held = event as InstallPromptEvent;
    tell();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    tell();
  });
}

export function heldInstallPrompt(): InstallPromptEvent | null {
  return held;
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; a prompt is good once, so it is let go whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = held;
  if (!prompt) return 'unavailable';
  held = null;
  tell();
  await prompt.prompt();
  return (await prompt.userChoice).outcome;
}
