import { InputGroup, Intent } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { lazy, Suspense } from 'react';
import { ja } from '../../i18n/ja';
import type { DayInputProps } from './DayInput';
import './date.css';

// Blueprint's date input sets up a table of some 280 time zones as its code loads (100–150 ms of
// CPU in Chromium): loaded apart, it no longer holds back the first showing of the screen.
const DayInput = lazy(() => import('./DayInput').then((m) => ({ default: m.DayInput })));

/** The day input until its code has come: the same box and day, read-only, marked busy. */
export function PendingDayInput({ id, value, invalid, fill, inputProps }: DayInputProps) {
  return (
    <span className="app-day-input">
      <InputGroup
        {...inputProps}
        id={id}
        // As DayInput shows it (YYYY/MM/DD).
        value={value.replaceAll('-', '/')}
        placeholder={ja.form.datePlaceholder}
        readOnly
        aria-busy
        fill={fill}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        leftIcon={<CalendarIcon />}
      />
    </span>
  );
}

/** DayInput (typed or picked day), its calendar's code loaded once the screen shows. */
export function LazyDayInput(props: DayInputProps) {
  return (
    <Suspense fallback={<PendingDayInput {...props} />}>
      <DayInput {...props} />
    </Suspense>
  );
}
