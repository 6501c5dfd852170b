import { Button } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useFormikContext } from 'formik';
import type { ReactElement } from 'react';
import { ja } from '../../i18n/ja';
import { LinkButton } from '../LinkButton';

interface FormActionsProps {
  submitText?: string;
  submitIcon?: ReactElement;
  /** Where キャンセル goes (usually the list). */
  cancelTo?: string;
}

/** Save (busy while saving) and cancel. */
export function FormActions({
  submitText = ja.form.save,
  submitIcon = <FloppyDiskIcon />,
  cancelTo,
}: FormActionsProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <div className="app-form-actions">
      <Button
        type="submit"
        intent="primary"
        icon={submitIcon}
        loading={isSubmitting}
        text={submitText}
        aria-busy={isSubmitting || undefined}
      />
      {cancelTo ? <LinkButton to={cancelTo} variant="outlined" text={ja.form.cancel} /> : null}
    </div>
  );
}
