import { Intent, type InputGroupProps } from '@blueprintjs/core';
import { DateInput3 } from '@blueprintjs/datetime2';
import { CalendarIcon } from '@blueprintjs/icons';
// Blueprint's picker is built on date-fns (its own dependency, the one copy installed): it is
// handed only its Japanese locale. Every date the web reads, writes or shows is dayjs.
import dateFnsJa from 'date-fns/locale/ja';
import { useRef, useState, type KeyboardEvent } from 'react';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { parseTypedDate, isoDayToDate, dateToIsoDay } from './parseTypedDate';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './date.css';

export interface DayInputProps {
  id: string;
  /** `YYYY-MM-DD` or '' when empty. */
  value: string;
  onChange(day: string): void;
  invalid?: boolean;
  minDate?: string | undefined;
  /** Today / clear buttons under the calendar (list filters). */
  actionsBar?: boolean;
  fill?: boolean;
  inputProps?: Omit<InputGroupProps, 'value' | 'onChange' | 'id' | 'intent'> &
    Record<`aria-${string}`, string | boolean | undefined>;
}

const DISPLAY = 'YYYY/MM/DD';

/**
 * The one typed-or-picked day input (Blueprint DateInput3): every date filter and date field uses
 * it, so all accept the same typed forms (see parseTypedDate). The calendar opens on click or
 * focus and closes on one Escape, on Tab (focus goes on to the next control) and on a picked day.
 */
export function DayInput({
  id,
  value,
  onChange,
  invalid,
  minDate,
  actionsBar,
  fill,
  inputProps,
}: DayInputProps) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Closing from inside the calendar gives focus back to the input; that focus must not reopen it.
  const focusReturning = useRef(false);

  const close = () => {
    if (inputRef.current && document.activeElement !== inputRef.current) {
      focusReturning.current = true;
    }
    setOpen(false);
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key === 'Tab' || e.key === 'Escape') {
      close();
      // Blueprint moves Tab into the calendar; Tab here means "next control", so stop it there.
      if (e.key === 'Tab' && e.target === inputRef.current) e.stopPropagation();
    } else if (e.key === 'Enter' && e.target === inputRef.current) {
      setOpen(false);
    }
  };

  return (
    <span className="app-day-input" onKeyDownCapture={onKeyDownCapture}>
      <DateInput3
        value={value || null}
        onChange={(iso) => {
          onChange(iso ? iso.slice(0, 10) : '');
          // A day picked in the calendar (focus is there, not in the input) closes it.
          if (iso && document.activeElement !== inputRef.current) close();
        }}
        locale={dateFnsJa}
        formatDate={(d) => dayjs(d).format(DISPLAY)}
        parseDate={(s) => {
          const iso = parseTypedDate(s);
          return iso ? isoDayToDate(iso) : false;
        }}
        placeholder={ja.form.datePlaceholder}
        invalidDateMessage={ja.validation.invalidDate}
        outOfRangeMessage={ja.validation.dateOutOfRange}
        minDate={minDate ? isoDayToDate(minDate) : isoDayToDate('2000-01-01')}
        maxDate={isoDayToDate(dateToIsoDay(dayjs().add(10, 'year').endOf('year').toDate()))}
        highlightCurrentDay
        showActionsBar={actionsBar}
        todayButtonText={ja.form.today}
        clearButtonText={ja.form.clear}
        fill={fill}
        popoverProps={{
          placement: 'bottom-start',
          isOpen: open,
          onInteraction: (next) => (next ? setOpen(true) : close()),
        }}
        inputProps={{
          ...inputProps,
          id,
          inputRef: (el: HTMLInputElement | null) => {
            inputRef.current = el;
          },
          intent: invalid ? Intent.DANGER : Intent.NONE,
          leftIcon: <CalendarIcon />,
          onFocus: () => {
            if (focusReturning.current) focusReturning.current = false;
            else setOpen(true);
          },
          onClick: () => setOpen(true),
        }}
      />
    </span>
  );
}
