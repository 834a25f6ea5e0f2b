import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginMember } from './flows.ts';

/**
 * The header holds at the desktop widths the site supports, in every language, for a logged-in member: no item
 * of the top row (logo, main navigation, balance, deposit, withdraw, messages, profile, logout) or of the
 * second row (game categories, language) overlaps another or leaves the window, and no navigation label is cut
 * short. The Thai and Vietnamese labels are the longest; "About Us" used to slide under the balance at 1280 px.
 */
const WIDTHS = [1280, 1366, 1440, 1920];
const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'];

type Box = {
  name: string;
  row: 'top' | 'sub';
  left: number;
  right: number;
  top: number;
  bottom: number;
  isTruncated: boolean;
};

/** Every item of the two header rows with its box, read from the page's structure (header > top row, sub-bar). */
function headerItems(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header:has(nav)')!;
    const [topRow, subBar] = [...header.children] as HTMLElement[];
    // Groups (the navigation, the member bar, its deposit and withdraw shortcuts, the language switch) are opened
    // up to their links and buttons; the balance box (the one live region) counts as one item.
    const isGroup = (element: Element) =>
      (element.tagName === 'DIV' || element.tagName === 'NAV') && !element.hasAttribute('aria-live');
    const flatten = (element: Element): Element[] =>
      isGroup(element) ? [...element.children].flatMap(flatten) : [element];
    const topItems = [...topRow!.children].flatMap(flatten);
    const subItems = [...subBar!.querySelectorAll(':scope > div > *')].flatMap(flatten);
    const describe = (element: Element, row: 'top' | 'sub') => {
      const rect = element.getBoundingClientRect();
      const label = element.querySelector('span') ?? element;
      return {
        name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
        row,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        isTruncated: element.tagName === 'A' && label.scrollWidth > label.clientWidth + 0.5,
      };
    };
    return [
      ...topItems.map((element) => describe(element, 'top')),
      ...subItems.map((element) => describe(element, 'sub')),
    ].filter((box) => box.right - box.left > 0);
  });
}

/** The header items once two reads 100 ms apart agree (late data, such as the balance, can still move items). */
async function settledHeaderItems(page: Page): Promise<Box[]> {
  let previous = await headerItems(page);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await headerItems(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

function overlaps(a: Box, b: Box): boolean {
  // Half a pixel of slack for sub-pixel layout; touching edges are not an overlap.
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  );
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.locator('header button[aria-haspopup="listbox"]').click();
  await page.getByRole('option', { name: new RegExp(`\\b${language}\\b`) }).click();
  // The switch first fetches every translation namespace used so far in the new language: seconds on a busy machine.
  await expect
    .poll(() => page.locator('header button[aria-haspopup="listbox"]').textContent(), { timeout: 15_000 })
    .toContain(language);
  await page.waitForLoadState('networkidle');
}

describe('the header at desktop widths, logged in', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
    await loginMember(page, 'demo', 'demo1234');
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(LANGUAGES)(
    'in %s, no header item overlaps another, leaves the window or loses its label',
    async (language) => {
      await chooseLanguage(page, language);
      for (const width of WIDTHS) {
        // A fresh load at each width, as a visitor's window would be: a page resized in place has been read
        // with the previous width's breakpoint styles for a while under load (Chromium's media query already
        // answered for the new width), reporting squeezed labels the page never shows.
        await page.setViewportSize({ width, height: 900 });
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByTestId('balance-amount').waitFor();
        const items = await settledHeaderItems(page);
        expect(
          items.filter((item) => item.row === 'top').length,
          `${language} ${width}: the top row`,
        ).toBeGreaterThanOrEqual(11);
        const problems: string[] = [];
        for (const [index, item] of items.entries()) {
          if (item.left < 0 || item.right > width)
            problems.push(`${item.name} leaves the window (${Math.round(item.left)}–${Math.round(item.right)})`);
          if (item.isTruncated) problems.push(`${item.name} is cut short`);
          for (const other of items.slice(index + 1))
            if (overlaps(item, other)) problems.push(`${item.name} overlaps ${other.name}`);
        }
        await saveScreenshot(page, `header-${language}-${width}`);
        expect(problems, `${language} at ${width} px`).toEqual([]);
      }
    },
  );
});
