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

/**
 * Saves a screenshot to /tmp/shots/<name>.png: the full page, or only the viewport (`fullPage:
 * false`) where a dialog is open, since a fixed overlay is drawn once, at the scroll position.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}
