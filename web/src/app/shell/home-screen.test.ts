import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_BAR_COLORS } from '../../theme/theme';

/**
 * A home-screen app on a phone (issue 32, item 1), checked against the markup: what iOS reads from
 * index.html (there is no other place for it), and the shell keeping clear of a notched screen.
 */
const web = join(import.meta.dirname, '..', '..', '..');
const html = readFileSync(join(web, 'index.html'), 'utf8');
const shellCss = readFileSync(join(import.meta.dirname, 'shell.css'), 'utf8');
const meta = (name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"(?: media="([^"]*)")?`, 'g'))].map(
    ([, content, media]) => ({ content, media }),
  );

describe('the app on a home screen', () => {
  it('draws under a notch, and keeps its bars clear of it on every side', () => {
    expect(meta('viewport')[0]?.content).toContain('viewport-fit=cover');
    for (const side of ['top', 'right', 'bottom', 'left'])
      expect(shellCss).toContain(`env(safe-area-inset-${side})`);
  });

  it('colours the bar around it as its own top bar, light and dark, and names itself under its icon', () => {
    expect(meta('theme-color')).toEqual([
      { content: THEME_BAR_COLORS.light, media: '(prefers-color-scheme: light)' },
      { content: THEME_BAR_COLORS.dark, media: '(prefers-color-scheme: dark)' },
    ]);
    expect(meta('apple-mobile-web-app-title')).toEqual([{ content: 'Habitat', media: undefined }]);
    expect(meta('apple-mobile-web-app-status-bar-style')[0]?.content).toBe('default');
    const icon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon && existsSync(join(web, 'public', icon))).toBe(true);
  });
});
