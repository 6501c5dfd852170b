import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { object, ref, string } from 'yup';
import { useSetUserPasswordMutation } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { ja } from '../../i18n/ja';
import { MIN_PASSWORD_LENGTH } from './changePasswordSchema';

const t = ja.users;

interface SetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const setPasswordSchema = object({
  newPassword: string()
    .required(ja.validation.newPasswordRequired)
    .min(MIN_PASSWORD_LENGTH, ja.validation.newPasswordTooShort),
  confirmPassword: string()
    .required(ja.validation.newPasswordRequired)
    .oneOf([ref('newPassword')], ja.validation.confirmPasswordMismatch),
});

/**
 * An admin sets (or resets) another user's password from the user's page: `setUserPassword`,
 * which also ends every session of that user.
 */
export function SetUserPasswordButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const snackbar = useSnackbar();
  const [setUserPassword] = useSetUserPasswordMutation();
  const title = t.setPasswordTitle(name);
  return (
    <>
      <Button
        variant="outlined"
        icon={<KeyIcon />}
        text={t.setPassword}
        onClick={() => setOpen(true)}
      />
      <Dialog isOpen={open} title={title} onClose={() => setOpen(false)}>
        <DialogBody>
          <p>{t.setPasswordLead}</p>
          <AppForm<SetPasswordValues>
            initialValues={{ newPassword: '', confirmPassword: '' }}
            schema={setPasswordSchema}
            ariaLabel={title}
            guard={false}
            onSubmit={async (values) => {
              await setUserPassword({ variables: { input: { userId, ...values } } });
              snackbar.show({ message: ja.toast.user.passwordSet(name) });
              return () => setOpen(false);
            }}
          >
            <TextField
              name="newPassword"
              label={ja.changePassword.newPassword}
              helperText={ja.changePassword.newPasswordHelp}
              type="password"
              autoComplete="new-password"
              revealable
              required
            />
            <TextField
              name="confirmPassword"
              label={ja.changePassword.confirmPassword}
              type="password"
              autoComplete="new-password"
              revealable
              required
            />
            <FormActions submitText={t.setPassword} submitIcon={<KeyIcon />} />
          </AppForm>
        </DialogBody>
      </Dialog>
    </>
  );
}
