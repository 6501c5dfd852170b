import { useState } from 'react';
import { useChangePasswordMutation } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { ja } from '../../i18n/ja';
import {
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from './changePasswordSchema';

const t = ja.changePassword;

/** The signed-in user's password change: current password, new one twice. */
export function ChangePasswordForm() {
  const snackbar = useSnackbar();
  const [changePassword] = useChangePasswordMutation();
  // A fresh form (empty fields) after each successful change.
  const [round, setRound] = useState(0);
  return (
    <AppForm<ChangePasswordValues>
      key={round}
      initialValues={emptyChangePassword()}
      schema={changePasswordSchema}
      ariaLabel={t.title}
      className="app-form"
      fieldAliases={{ password: 'currentPassword' }}
      reasonFields={{ CURRENT_PASSWORD_WRONG: 'currentPassword' }}
      onSubmit={async (values) => {
        const { data } = await changePassword({
          variables: {
            input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          },
        });
        if (data) snackbar.show({ message: ja.toast.account.passwordChanged });
        return () => setRound((r) => r + 1);
      }}
    >
      <TextField
        name="currentPassword"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        revealable
        required
      />
      <TextField
        name="newPassword"
        label={t.newPassword}
        helperText={t.newPasswordHelp}
        type="password"
        autoComplete="new-password"
        revealable
        required
      />
      <TextField
        name="confirmPassword"
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        revealable
        required
      />
      <FormActions submitText={t.submit} />
    </AppForm>
  );
}
