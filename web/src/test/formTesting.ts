// Helpers for the catalogue screens' component tests (imported by *.test.tsx only).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The field messages shown now, top to bottom (FieldFrame gives errors role=alert). */
export function shownErrors(container: HTMLElement = document.body): string[] {
  return within(container)
    .queryAllByRole('alert')
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);
}

/** Every message appears, in this order (others may sit between them). */
export function expectInOrder(actual: string[], expected: string[]): void {
  const positions = expected.map((m) => actual.indexOf(m));
  expect(positions, `missing in ${JSON.stringify(actual)}`).not.toContain(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

/** The snackbar (a Blueprint toast) with this text. */
export async function findSnackbar(text: string | RegExp) {
  return screen.findByText(text, { selector: '.app-snackbar-text, .app-snackbar-text *' });
}
