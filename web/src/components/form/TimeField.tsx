import { InputGroup } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { FormField, digitsInput, type FieldBaseProps } from './FormField';

/** `930`, `9:30`, `0930` → `09:30`; anything else is left for validation to report. */
export function normaliseTime(raw: string): string {
  const s = raw.trim().replace('：', ':');
  const m = /^(\d{1,2}):?(\d{2})$/.exec(s);
  if (!m) return s;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return s;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** An `HH:mm` (24-hour) Formik field; the same in every browser locale. */
export function TimeField(base: Omit<FieldBaseProps, 'helperText'>) {
  return (
    <FormField {...base}>
      {(bound) => (
        <InputGroup
          {...digitsInput(bound, normaliseTime)}
          placeholder={ja.form.timePlaceholder}
          maxLength={5}
          leftIcon={<TimeIcon />}
        />
      )}
    </FormField>
  );
}
