import { InputGroup } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { FormField, digitsInput, type FieldBaseProps } from './FormField';
import { halfWidthDigits } from './numberText';

/**
 * `930`, `9:30`, `0930`, `０９：３０` → `09:30` (full-width digits and colon as an IME types them);
 * anything else is left for validation to report.
 */
export function normaliseTime(raw: string): string {
  const s = halfWidthDigits(raw.trim()).replace(/[：:]/g, ':');
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
