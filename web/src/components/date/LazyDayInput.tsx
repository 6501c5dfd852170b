import { InputGroup, Intent } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { lazy, Suspense } from 'react';
import { ja } from '../../i18n/ja';
import type { DayInputProps } from './DayInput';
import './date.css';

// Blueprint's date input reads the browser's time-zone data as it first renders: the page's first
// Intl.DateTimeFormat, 27-56 ms of CPU in Chromium on this project's machines (its code is in the
// screens' shared chunk, web/vite.config.ts). Rendered lazily, after the screen has first shown,
// it no longer holds back that showing.
const DayInput = lazy(() => import('./DayInput').then((m) => ({ default: m.DayInput })));

/** The day input until it renders: the same box and day, read-only, marked busy. */
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

/** DayInput (typed or picked day), rendered once the screen has shown. */
export function LazyDayInput(props: DayInputProps) {
  return (
    <Suspense fallback={<PendingDayInput {...props} />}>
      <DayInput {...props} />
    </Suspense>
  );
}
