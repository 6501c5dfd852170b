import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { basename } from 'node:path';

/** Debian's chromium, the whole browser: Lighthouse and the benches that time what staff see. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the whole browser around them
 * (Chrome's "old headless", which Playwright itself runs headless tests in). The tests run in it:
 * accessibility, japanese-text and web together took 103.2 and 98.7 s in chromium against 80.5
 * and 81.3 s in the shell, Chromium's CPU 135 and 129 s against 98.5 and 98.0 s (269 tests,
 * alternated, 2026-11-28).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SHOTS_DIR = '/tmp/shots';

/**
 * Chromium, headless (playwright cannot download browsers here): the shell unless told. Each is
 * installed by the Debian package of its file's name.
 */
export async function launchBrowser(
  executablePath: typeof HEADLESS_SHELL | typeof CHROMIUM = HEADLESS_SHELL,
): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: apt-get install -y ${basename(executablePath)}`);
  }
  return chromium.launch({
    executablePath,
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
