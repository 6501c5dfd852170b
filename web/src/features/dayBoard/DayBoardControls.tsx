import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { memo } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, PrintIcon } from '@blueprintjs/icons';
import { LazyDayInput } from '../../components/date/LazyDayInput';
import { ja } from '../../i18n/ja';
import { shiftDay, todayInJapan } from '../../components/date/businessDay';

const t = ja.dayBoard;

interface Props {
  date: string;
  onDate(date: string): void;
  onCsv?: (() => void) | undefined;
}

/**
 * The date input, drawn again only when the day (or `onDate`) changes, not with the board's rows:
 * Blueprint's DateInput gives its InputGroup a new right element on every render, and the
 * InputGroup then measures it, a layout of the whole page, rows included, inside React's commit.
 */
const BoardDateField = memo(function BoardDateField({
  date,
  onDate,
}: Pick<Props, 'date' | 'onDate'>) {
  return (
    <FormGroup label={t.dateLabel} labelFor="day-board-date" inline className="app-dayboard-date">
      <LazyDayInput id="day-board-date" value={date} onChange={(d) => d && onDate(d)} />
    </FormGroup>
  );
});

/** Previous / next day, the date input, today, print and CSV (hidden when printing). */
export function DayBoardControls({ date, onDate, onCsv }: Props) {
  return (
    <div className="app-dayboard-controls">
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          text={t.previousDay}
          onClick={() => onDate(shiftDay(date, -1))}
        />
        <Button text={t.today} onClick={() => onDate(todayInJapan())} />
        <Button
          rightIcon={<ChevronRightIcon />}
          text={t.nextDay}
          onClick={() => onDate(shiftDay(date, 1))}
        />
      </ButtonGroup>
      <BoardDateField date={date} onDate={onDate} />
      <Button icon={<PrintIcon />} text={t.print} onClick={() => window.print()} />
      <Button icon={<DownloadIcon />} text={t.csv} disabled={!onCsv} onClick={onCsv} />
    </div>
  );
}
