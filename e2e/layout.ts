import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** Where every screen's picture goes: the run's report folder, else Playwright's own output. */
const SCREENS_DIR = join(
  process.env.HABITAT_REPORT_DIR ?? join(import.meta.dirname, 'test-results'),
  'screens',
);

/**
 * A screenshot of one screen at one size, kept with the run's reports for people to look at: the
 * whole page, or only the window for what floats over it (a dialog, a menu, a panel).
 */
export async function snap(
  page: Page,
  size: string,
  screen: string,
  { overlay = false } = {},
): Promise<void> {
  const dir = join(SCREENS_DIR, size);
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${screen}.png`), fullPage: !overlay });
}

/** What the page measures: its size, and how far down anything with content reaches. */
interface PageBox {
  viewportWidth: number;
  viewportHeight: number;
  scrollWidth: number;
  scrollHeight: number;
  contentBottom: number;
  /** What reaches past the window's right edge, for the failure message. */
  sticksOut: string[];
}

/**
 * The bottom of the last thing on the page that shows something (text, a control, a picture, a
 * drawn box): a card with blank space under its text does not count as content down to its edge.
 */
function measure(): PageBox {
  let contentBottom = 0;
  const sticksOut: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    if (box.right > window.innerWidth + 0.5 && sticksOut.length < 5) {
      sticksOut.push(`${element.tagName.toLowerCase()}.${element.className} → ${Math.round(box.right)}`);
    }
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    const shows =
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
      ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'svg', 'CANVAS'].includes(element.tagName) ||
      element.getAttribute('role') === 'progressbar' ||
      // A card's edge is drawn: on a desk grid its height is the person's arrangement.
      element.classList.contains('widget');
    if (shows) contentBottom = Math.max(contentBottom, box.bottom + window.scrollY);
  }
  return {
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    contentBottom,
    sticksOut,
  };
}

/**
 * The checks every screen passes at every size: nothing scrolls sideways; the page ends where its
 * content ends (room for the page's own padding, not a screen of blank cards); axe finds nothing
 * serious or critical.
 */
export async function expectScreenFits(page: Page, screen: string): Promise<void> {
  const box = await page.evaluate(measure);
  expect(box.scrollWidth, `${screen} scrolls sideways: ${box.sticksOut.join(', ')}`).toBeLessThanOrEqual(
    box.viewportWidth,
  );
  // A page that fits the window may centre its content in it; one that scrolls must end with it.
  const blank = box.scrollHeight - Math.max(box.contentBottom, box.viewportHeight);
  expect(
    blank,
    `${screen} is taller than its content (${box.contentBottom} of ${box.scrollHeight} px)`,
  ).toBeLessThanOrEqual(96);
  expect(await seriousViolations(page), `${screen}: axe`).toEqual([]);
}

/** A dialog's checks: its primary action can be pressed without scrolling, and axe is content. */
export async function expectDialogFits(dialog: Locator, primary: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(primary, `${name}: primary action in view`).toBeInViewport({ ratio: 1 });
  expect(await seriousViolations(dialog.page(), '[role="dialog"]'), `${name}: axe`).toEqual([]);
}

/**
 * Each habit's name: its share of the window and of its list (on a desk the list's width is the
 * person's own arrangement, and the sidebar's), and how many lines it takes.
 */
export async function habitNameBoxes(page: Page) {
  return page.locator('.habit-row__name').evaluateAll((names) =>
    names.map((name) => {
      const label = name;
      const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
      return {
        text: name.textContent?.trim() ?? '',
        widthShare: name.getBoundingClientRect().width / window.innerWidth,
        listShare:
          name.getBoundingClientRect().width /
          (name.closest('.habit-list')?.getBoundingClientRect().width ?? window.innerWidth),
        lines: Math.round(label.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
}
