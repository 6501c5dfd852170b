import { InputGroup, Tag } from '@blueprintjs/core';
import { FormField, digitsInput, type FieldBaseProps } from './FormField';
import { normaliseNumberText } from './numberText';

interface NumberFieldProps extends FieldBaseProps {
  /** Shown after the value, e.g. 円, 人, 匹. */
  unit?: string;
}

/**
 * A whole number kept as the text typed (so validation can say what is wrong with it); full-width
 * digits and thousands separators are made plain when the field is left. Convert with `toInt`.
 */
export function NumberField({ unit, ...base }: NumberFieldProps) {
  return (
    <FormField {...base}>
      {(bound) => (
        <InputGroup
          {...digitsInput(bound, normaliseNumberText)}
          className="app-number-input"
          rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined}
        />
      )}
    </FormField>
  );
}
