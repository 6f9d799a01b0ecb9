import { describe, expect, it } from 'vitest';
import { type InstallFacts, installOffer } from './install-offer';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

const facts = (fields: Partial<InstallFacts>): InstallFacts => ({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  promptAvailable: false,
  dismissed: false,
  ...fields,
});

describe('the install offer', () => {
  it('shows an iPhone or iPad the Home Screen steps, an iPad asking for the desktop site too', () => {
    expect(installOffer(facts({ userAgent: IPHONE }))).toBe('home-screen-steps');
    expect(installOffer(facts({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('home-screen-steps');
    // A Mac with no touch screen is a Mac.
    expect(installOffer(facts({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBeNull();
  });

  it("offers Habitat's own Install button where the browser has handed over its prompt", () => {
    expect(installOffer(facts({ promptAvailable: true }))).toBe('install-button');
    expect(installOffer(facts({}))).toBeNull();
  });

  it('offers nothing in the installed app, or once the person said not now', () => {
    expect(installOffer(facts({ userAgent: IPHONE, standalone: true }))).toBeNull();
    expect(installOffer(facts({ promptAvailable: true, standalone: true }))).toBeNull();
    expect(installOffer(facts({ userAgent: IPHONE, dismissed: true }))).toBeNull();
    expect(installOffer(facts({ promptAvailable: true, dismissed: true }))).toBeNull();
  });
});
