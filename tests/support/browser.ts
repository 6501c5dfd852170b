import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS_DIR = '/tmp/shots';

/** Debian's chromium, headless (playwright cannot download browsers here). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Screenshots are saved only when asked for: `WEB_SHOTS=1` (README, "Screenshots"). */
export const SHOTS_WANTED = process.env.WEB_SHOTS === '1';

/**
 * With WEB_SHOTS=1, saves a screenshot to /tmp/shots/<name>.png: the full page, or only the
 * viewport (`fullPage: false`) where a dialog is open, since a fixed overlay is drawn once, at the
 * scroll position. Otherwise does nothing: the flows' 126 full-page PNGs cost about 0.1 s of
 * Chromium's CPU each, and nobody reads them in a plain `npm test` (3 end-to-end files with 30
 * shots: 49.4 and 50.0 s with them, 46.1 and 46.2 s without, alternated).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}
