import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { normaliseTime, TimeField } from './TimeField';

describe('normaliseTime', () => {
  it.each([
    ['０９：３０', '09:30'],
    ['９：３０', '09:30'],
    ['１３３０', '13:30'],
    ['9:30', '09:30'],
  ])('%j → %j', (typed, saved) => {
    expect(normaliseTime(typed)).toBe(saved);
  });
});

describe('TimeField', () => {
  it('writes full-width digits and colon plain when the field is left', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ time: '' }} onSubmit={() => {}}>
        <TimeField name="time" label="開始時刻" />
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: '開始時刻' });
    await user.click(input);
    await user.paste('０９：３０');
    await user.tab();
    expect(input).toHaveValue('09:30');
  });
});
