import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../i18n/format';
import { gql, renderApp } from '../../test/renderApp';

interface Slot {
  slotIndex: number;
  date: string;
  startTime: string | null;
  endTime: string | null;
  label: string | null;
  position: number | null;
}
interface Saved {
  id: string;
  startDate: string;
  endDate: string;
  inventory: number;
  slots: Slot[];
}

const SLOT = 'slotIndex date startTime endTime label position';
const CREATE = `mutation ($input: AvailabilityInput!) { createAvailability(input: $input) { availability { id startDate endDate inventory slots { ${SLOT} } } } }`;
const OF_PACKAGE = `query ($packageId: ID) { availabilities(packageId: $packageId, query: { pageSize: 1000 }) { items { id startDate endDate inventory slots { ${SLOT} } } } }`;

let pkg: { id: string; title: string };
beforeAll(async () => {
  const { data } = await gql<{
    packageOptions: { id: string; title: string; timeSlotType: string; status: string }[];
  }>('{ packageOptions { id title timeSlotType status } }');
  pkg = data!.packageOptions.find((p) => p.timeSlotType === 'MULTIPLE' && p.status === 'ACTIVE')!;
});

/** An availability of three days far ahead (first in the list's latest-first order), three slots. */
async function createAvailability(): Promise<Saved> {
  const month = `2045-0${1 + Math.floor(Math.random() * 9)}`;
  const day = 1 + Math.floor(Math.random() * 25);
  const days = [0, 1, 2].map((i) => `${month}-${String(day + i).padStart(2, '0')}`);
  const { data, errors } = await gql<{ createAvailability: { availability: Saved } }>(CREATE, {
    input: {
      packageId: pkg.id,
      startDate: days[0],
      endDate: days[2],
      inventory: 4,
      slots: [
        {
          slotIndex: 0,
          date: days[0],
          startTime: '10:00',
          endTime: '13:00',
          label: '10:00-13:00',
          position: 0,
        },
        {
          slotIndex: 1,
          date: days[0],
          startTime: '14:00',
          endTime: '17:00',
          label: '14:00-17:00',
          position: 1,
        },
        {
          slotIndex: 0,
          date: days[2],
          startTime: '10:00',
          endTime: '13:00',
          label: '10:00-13:00',
          position: 2,
        },
      ],
    },
  });
  if (!data) throw new Error(JSON.stringify(errors));
  return data.createAvailability.availability;
}

const rowOf = async (startDate: string) =>
  (await screen.findByRole('cell', { name: formatDate(startDate) }, { timeout: 10_000 })).closest(
    'tr',
  )!;

describe('availability list', () => {
  it('shows how many slots a row selects (its slotCount)', async () => {
    const saved = await createAvailability();
    renderApp(`/availability/availability-list?q=${encodeURIComponent(pkg.title)}&size=50`);
    const row = await rowOf(saved.startDate);
    expect(within(row).getByText('3枠')).toBeInTheDocument();
  });

  it('deletes a row, and UNDO creates it again with every selected slot', async () => {
    const saved = await createAvailability();
    const { user } = renderApp(
      `/availability/availability-list?q=${encodeURIComponent(pkg.title)}&size=50`,
    );
    const row = await rowOf(saved.startDate);
    await user.click(within(row).getByRole('button', { name: /を削除$/ }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: formatDate(saved.startDate) })).toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect(within(await rowOf(saved.startDate)).getByText('3枠')).toBeInTheDocument();

    const { data } = await gql<{ availabilities: { items: Saved[] } }>(OF_PACKAGE, {
      packageId: pkg.id,
    });
    const again = data!.availabilities.items.filter((a) => a.startDate === saved.startDate);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(saved.id);
    expect(again[0]).toMatchObject({
      endDate: saved.endDate,
      inventory: saved.inventory,
      slots: saved.slots.map(({ slotIndex, date, startTime, endTime }) => ({
        slotIndex,
        date,
        startTime,
        endTime,
      })),
    });
  });
});
