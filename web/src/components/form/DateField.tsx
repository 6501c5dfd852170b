import { DateInput3 } from '@blueprintjs/datetime2';
import { CalendarIcon } from '@blueprintjs/icons';
import dateFnsJa from 'date-fns/locale/ja';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useField } from 'formik';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { dayjs } from '../../i18n/format';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

interface DateFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  minDate?: string | undefined;
}

dayjs.extend(customParseFormat);

const DISPLAY = 'YYYY/MM/DD';

/** A `YYYY-MM-DD` Formik field with Blueprint's date picker (Japanese calendar, typed or picked). */
export function DateField({ name, label, helperText, required, minDate }: DateFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  return (
    <FieldFrame id={id} label={label} helperText={helperText} required={required} error={error}>
      <DateInput3
        value={field.value || null}
        onChange={(iso) => {
          void helpers.setValue(iso ? iso.slice(0, 10) : '');
        }}
        locale={dateFnsJa}
        formatDate={(d) => dayjs(d).format(DISPLAY)}
        parseDate={(s) => {
          const d = dayjs(
            s.replace(/[年月]/g, '/').replace('日', ''),
            // Strict parsing: zero-padded (as the placeholder shows) and unpadded both match.
            ['YYYY/MM/DD', 'YYYY/M/D', 'YYYY/MM/D', 'YYYY/M/DD', 'YYYY-MM-DD', 'YYYY-M-D'],
            true,
          );
          return d.isValid() ? d.toDate() : false;
        }}
        placeholder={ja.form.datePlaceholder}
        invalidDateMessage={ja.validation.invalidDate}
        minDate={minDate ? dayjs(minDate).toDate() : dayjs('2000-01-01').toDate()}
        maxDate={dayjs().add(10, 'year').endOf('year').toDate()}
        highlightCurrentDay
        fill
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id,
          name,
          intent: invalid ? 'danger' : 'none',
          leftIcon: <CalendarIcon />,
          onBlur: () => void helpers.setTouched(true),
          // Enter takes the typed date (Blueprint closes the calendar); it must not submit the form.
          onKeyDown: (e) => {
            if (e.key === 'Enter') e.preventDefault();
          },
          'aria-required': required || undefined,
          ...describedBy(id, error, helperText),
        }}
      />
    </FieldFrame>
  );
}
