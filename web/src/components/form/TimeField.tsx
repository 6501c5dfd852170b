import { InputGroup } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useField } from 'formik';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface TimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

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
export function TimeField({ name, label, required, className }: TimeFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <InputGroup
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(e) => {
          const next = normaliseTime(e.currentTarget.value);
          if (next !== field.value) void helpers.setValue(next);
          field.onBlur(e);
        }}
        inputMode="numeric"
        autoComplete="off"
        placeholder={ja.form.timePlaceholder}
        maxLength={5}
        leftIcon={<TimeIcon />}
        intent={invalid ? 'danger' : 'none'}
        aria-required={required || undefined}
        {...describedBy(id, error)}
      />
    </FieldFrame>
  );
}
