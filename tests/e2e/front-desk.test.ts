// The front desk's day board and search from anywhere in Chromium against the whole product
// (npm start, seeded): counts checked against the api's bookings, print media, Ctrl+K.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS_DIR, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { gqlAsPage, sidewaysScroll } from './web-helpers';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

interface Seeded {
  id: string;
  bookingNumber: string;
  date: string;
  status: string;
  people: number;
  children: number;
  bigAndMediumDogs: number;
  smallDogs: number;
  lastName: string;
  firstName: string;
  mobileNumber: string;
}
const FIELDS =
  'id bookingNumber date status people children bigAndMediumDogs smallDogs lastName firstName mobileNumber';

/** Every seeded booking, from the bookings list (the api's own list, not the day board). */
async function seeded(): Promise<Seeded[]> {
  const data = await gqlAsPage<{ bookings: { items: Seeded[] } }>(
    page,
    product.url,
    `{ bookings(query: { pageSize: 10000 }) { items { ${FIELDS} } } }`,
    {},
  );
  return data.bookings.items;
}

const total = (label: string) =>
  page
    .locator('.app-dayboard-total')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe('day board', () => {
  it('counts the booked and pending bookings the api holds for the busiest seeded day', async () => {
    const held = (await seeded()).filter((b) => b.status === 'BOOKED' || b.status === 'PENDING');
    const perDay = new Map<string, Seeded[]>();
    for (const b of held) perDay.set(b.date, [...(perDay.get(b.date) ?? []), b]);
    const [date, day] = [...perDay].sort((a, b) => b[1].length - a[1].length)[0]!;
    const sum = (f: (b: Seeded) => number) => day.reduce((n, b) => n + f(b), 0);

    await openScreen(page, `${product.url}/profile/day-board?date=${date}`, '日別ボード');
    await page.locator('.app-dayboard-totals').waitFor();
    expect(await total('予約').textContent()).toBe(`${day.length}件`);
    expect(await total('保留中').textContent()).toBe(
      `${day.filter((b) => b.status === 'PENDING').length}件`,
    );
    expect(await total('大人').textContent()).toBe(`${sum((b) => b.people)}人`);
    expect(await total('子ども').textContent()).toBe(`${sum((b) => b.children)}人`);
    expect(await total('大型・中型犬').textContent()).toBe(`${sum((b) => b.bigAndMediumDogs)}匹`);
    expect(await total('小型犬').textContent()).toBe(`${sum((b) => b.smallDogs)}匹`);
    const numbers = await page.locator('.app-dayboard-arrivals tbody th a').allTextContents();
    expect(numbers.sort()).toEqual(day.map((b) => b.bookingNumber).sort());
    // Each slot's capacity figure is its arrivals' count.
    const slots = page.locator('.app-dayboard-slot');
    for (let i = 0; i < (await slots.count()); i++) {
      const slot = slots.nth(i);
      const held = Number(
        (await slot.locator('.app-dayboard-capacity').textContent())!.split('/')[0],
      );
      expect(await slot.locator('.app-dayboard-arrivals tbody tr').count()).toBe(held);
    }
    await shot(page, 'day-board');

    // Printing: no header, menu or controls; the board itself stays.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.app-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '次の日' }).isVisible()).toBe(false);
    expect(await page.locator('.app-dayboard-arrivals').first().isVisible()).toBe(true);
    await shot(page, 'day-board-print');
    await page.pdf({ path: `${SHOTS_DIR}/day-board.pdf`, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.app-sidebar').isVisible()).toBe(true);

    // On a phone each arrival is a card of its values beside their column's name: nothing
    // scrolls sideways, neither the page nor a slot's frame, and no name is cut.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // Polled: the shell swaps its side menu for a drawer once React sees the narrower screen.
      await expect.poll(async () => (await sidewaysScroll(page)).page).toBe(0);
      const { frames } = await sidewaysScroll(page, '.app-dayboard-arrivals-frame');
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(frame).toBeLessThanOrEqual(0);
      const name = page.locator('.app-dayboard-arrivals .app-dayboard-name').first();
      const [shown, full] = await name.evaluate((el) => [el.clientWidth, el.scrollWidth]);
      expect(shown).toBeGreaterThanOrEqual(full);
      const label = await name.evaluate(
        (el) => getComputedStyle(el.closest('td')!, '::before').content,
      );
      expect(label).toBe('"お名前"');
      await shot(page, 'day-board-390', { fullPage: false });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // The next day from the button: the URL follows.
    await page.getByRole('button', { name: '次の日' }).click();
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('date'))
      .toBe(next.toISOString().slice(0, 10));
  });
});

interface BoardRow {
  id: string;
  bookingNumber: string;
  arrival: { state: string } | null;
}

/** The busiest seeded day and its arrivals still expected, from the gateway's day board. */
async function expectedArrivals(): Promise<{ date: string; rows: BoardRow[] }> {
  const held = (await seeded()).filter((b) => b.status === 'BOOKED' || b.status === 'PENDING');
  const perDay = new Map<string, number>();
  for (const b of held) perDay.set(b.date, (perDay.get(b.date) ?? 0) + 1);
  const [date] = [...perDay].sort((a, b) => b[1] - a[1])[0]!;
  const data = await gqlAsPage<{
    dayBoard: { packages: { slots: { arrivals: BoardRow[] }[] }[] };
  }>(
    page,
    product.url,
    `query B($date: Date!) { dayBoard(date: $date) { packages { slots { arrivals {
      id bookingNumber arrival { state } } } } } }`,
    { date },
  );
  const rows = data.dayBoard.packages
    .flatMap((p) => p.slots)
    .flatMap((s) => s.arrivals)
    .filter((a) => a.arrival?.state === 'EXPECTED');
  return { date, rows };
}

const deskCount = (label: string) =>
  page
    .locator('.app-dayboard-desk-counts .app-dayboard-total')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const countOf = async (label: string) =>
  Number((await deskCount(label).textContent())!.slice(0, -1));
const rowOf = (bookingNumber: string) =>
  page.locator('.app-dayboard-arrivals tbody tr').filter({
    has: page.getByRole('link', { name: bookingNumber, exact: true }),
  });
const deskButton = (action: string, bookingNumber: string) =>
  page.getByRole('button', { name: `${action}（予約 ${bookingNumber}）` });

/**
 * The desk's round at one screen width: check in one arrival, mark another as a no-show and undo
 * it, write a note on the one checked in, then print the board.
 */
async function deskRound(width: number, height: number, checkIn: BoardRow, noShow: BoardRow) {
  const { date } = await expectedArrivals();
  await page.setViewportSize({ width, height });
  try {
    await openScreen(page, `${product.url}/profile/day-board?date=${date}`, '日別ボード');
    await page.locator('.app-dayboard-desk-counts').waitFor();
    const before = {
      checkedIn: await countOf('到着済み'),
      expected: await countOf('到着予定'),
      noShows: await countOf('不着'),
    };

    // Check in: the row shows the time, the counts move.
    const a = rowOf(checkIn.bookingNumber);
    await deskButton('チェックイン', checkIn.bookingNumber).click();
    await a.getByText(/^到着済み \d{2}:\d{2}$/).waitFor();
    await expect.poll(() => countOf('到着済み')).toBe(before.checkedIn + 1);
    expect(await countOf('到着予定')).toBe(before.expected - 1);
    // On a phone the desk's column shows without scrolling sideways.
    const undoBox = (await deskButton('取り消す', checkIn.bookingNumber).boundingBox())!;
    expect(undoBox.x + undoBox.width).toBeLessThanOrEqual(width);

    // No-show, then undone: expected again.
    const b = rowOf(noShow.bookingNumber);
    await deskButton('来られなかった', noShow.bookingNumber).scrollIntoViewIfNeeded();
    await deskButton('来られなかった', noShow.bookingNumber).click();
    await b.getByText('不着', { exact: true }).waitFor();
    await expect.poll(() => countOf('不着')).toBe(before.noShows + 1);
    await shot(page, `desk-board-${width}`, { fullPage: false });
    await deskButton('取り消す', noShow.bookingNumber).click();
    // Expected again: its buttons are back.
    await deskButton('来られなかった', noShow.bookingNumber).waitFor();
    await expect.poll(() => countOf('不着')).toBe(before.noShows);

    // A note on the booking checked in, from its page.
    await a.getByRole('link', { name: checkIn.bookingNumber }).click();
    await page.getByRole('heading', { level: 1, name: `予約 ${checkIn.bookingNumber}` }).waitFor();
    const desk = page.getByRole('group', { name: '受付' });
    await desk.getByText(/^到着済み \d{2}:\d{2}$/).waitFor();
    const note = `駐車場2番・大型犬は水皿あり（${width}px）`;
    await page.getByRole('textbox', { name: /メモを追加/ }).fill(note);
    await page.getByRole('button', { name: 'メモを追加', exact: true }).click();
    const notes = page.getByRole('list', { name: 'この予約のメモ' });
    await notes.getByText(note).waitFor();
    expect(await notes.locator('.app-note-by').last().textContent()).toMatch(
      /・\d{4}\/\d{2}\/\d{2}\(.\) \d{2}:\d{2}$/,
    );
    await expect.poll(async () => (await sidewaysScroll(page)).page).toBe(0);
    await notes.scrollIntoViewIfNeeded();
    await shot(page, `desk-booking-${width}`, { fullPage: false });

    // Back on the board, read again: printed with the states, without the buttons.
    await page.goBack();
    await rowOf(checkIn.bookingNumber)
      .getByText(/^到着済み \d{2}:\d{2}$/)
      .waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await deskButton('取り消す', checkIn.bookingNumber).isVisible()).toBe(false);
    expect(
      await rowOf(checkIn.bookingNumber)
        .getByText(/^到着済み \d{2}:\d{2}$/)
        .isVisible(),
    ).toBe(true);
    // An expected arrival prints as 到着予定.
    expect(
      await rowOf(noShow.bookingNumber).getByText('到着予定', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await page.locator('.app-dayboard-desk-counts').isVisible()).toBe(true);
    // What the paper gets (A4 landscape, whatever the screen's width).
    await page.pdf({ path: `${SHOTS_DIR}/desk-board-${width}.pdf`, preferCSSPageSize: true });
  } finally {
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

describe('the desk ticks arrivals off', () => {
  it('checks in, marks a no-show, undoes it, writes a note and prints, at 1440 px', async () => {
    const { rows } = await expectedArrivals();
    await deskRound(1440, 900, rows[0]!, rows[1]!);
  });

  it('does the same on a 390 px phone', async () => {
    const { rows } = await expectedArrivals();
    await deskRound(390, 844, rows[0]!, rows[1]!);
  });
});

describe('search from anywhere', () => {
  it('finds a booking by its customer’s Japanese name and by phone with Ctrl+K, and opens it', async () => {
    const all = await seeded();
    const newestFirst = [...all].sort((a, b) => b.date.localeCompare(a.date) || 0);
    // A customer with one booking only, so the hit is that booking whatever the order.
    const counts = new Map<string, number>();
    for (const b of all) counts.set(b.mobileNumber, (counts.get(b.mobileNumber) ?? 0) + 1);
    const target = newestFirst.find((b) => counts.get(b.mobileNumber) === 1) ?? newestFirst[0]!;

    await openScreen(page, `${product.url}/dashboard/default`, 'ダッシュボード');
    for (const term of [`${target.lastName}${target.firstName}`, target.mobileNumber]) {
      await page.keyboard.press('Control+K');
      const input = page.getByRole('textbox', { name: 'すべての記録を検索' });
      await input.waitFor();
      await input.fill(term);
      const option = page
        .getByRole('listbox', { name: 'すべての記録を検索' })
        .getByRole('option', { name: new RegExp(target.bookingNumber) });
      await option.waitFor();
      if (term === target.mobileNumber) {
        await shot(page, 'omnibar', { fullPage: false });
      }
      await option.locator('a').click();
      await page.waitForURL(`**/profile/add-new-profile/${target.id}`);
      await page.getByRole('heading', { level: 1, name: `予約 ${target.bookingNumber}` }).waitFor();
    }

    // Before typing, the booking is among the recent records; Esc closes.
    await page.keyboard.press('Control+K');
    const recent = page.getByRole('listbox', { name: 'すべての記録を検索' });
    await recent.getByText('最近開いた記録').waitFor();
    expect(await recent.getByRole('option').first().textContent()).toContain(target.bookingNumber);
    await shot(page, 'omnibar-recent', { fullPage: false });
    await page.keyboard.press('Escape');
    await recent.waitFor({ state: 'detached' });
  });
});
