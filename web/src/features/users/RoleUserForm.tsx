import { Callout } from '@blueprintjs/core';
import { PersonIcon } from '@blueprintjs/icons';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { normalisePhone } from './phoneNumber';
import {
  emptyRoleUser,
  roleUserSchema,
  roleUserToInput,
  type RoleUserValues,
} from './roleUserSchema';
import { useUserActions } from './useUserActions';

const t = ja.users;
const ROLE_OPTIONS = [
  { value: 'STAFF', label: t.roles.STAFF },
  { value: 'ADMIN', label: t.roles.ADMIN },
];

/** The one message (docs/product.md §5) for the empty required fields, once above the form. */
function FillAllNotice() {
  const { errors, submitCount } = useFormikContext<RoleUserValues>();
  const missing = submitCount > 0 && Object.values(errors).includes(t.fieldMissing);
  return missing ? (
    <Callout intent="danger" className="app-form-callout" role="alert">
      {t.fillAll}
    </Callout>
  ) : null;
}

/** The new account's status: the switch and its hint both say what it will be. */
function NewUserStatus() {
  const [{ value: active }] = useField<boolean>('active');
  return (
    <SwitchField
      name="active"
      label={t.status}
      switchLabel={active ? ja.form.statusActive : ja.form.statusInactive}
      helperText={active ? t.activeHelp : t.inactiveHelp}
    />
  );
}

/**
 * Add role user (an admin or staff account): the account tab `role` and /user/add-new-product.
 * `onCreated` decides where to go next; without it the form empties for the next account.
 */
export function RoleUserForm({
  onCreated,
  cancelTo,
}: {
  /** The new account's id, or null when the server did not return it. */
  onCreated?: (id: string | null) => void;
  cancelTo?: string;
}) {
  const actions = useUserActions();
  // A new round (a fresh, empty form) after each account created here.
  const [round, setRound] = useState(0);
  return (
    <AppForm<RoleUserValues>
      key={round}
      initialValues={emptyRoleUser()}
      schema={roleUserSchema}
      ariaLabel={t.addRoleUser}
      className="app-form"
      fieldAliases={{ phoneno: 'phoneNumber' }}
      onSubmit={async (values) => {
        const created = await actions.create(roleUserToInput(values));
        if (!created) return undefined;
        const id = created.record?.id ?? null;
        return onCreated ? () => onCreated(id) : () => setRound((r) => r + 1);
      }}
    >
      <>
        <FillAllNotice />
        <div className="app-form-row">
          <TextField name="email" label={t.email} type="email" autoComplete="off" required />
          <TextField name="fullName" label={t.fullName} required />
        </div>
        <div className="app-form-row">
          <TextField name="username" label={t.username} autoComplete="off" required />
          <TextField
            name="phoneNumber"
            label={t.phone}
            type="tel"
            normalise={normalisePhone}
            required
          />
        </div>
        <div className="app-form-row">
          <TextField
            name="password"
            label={t.password}
            helperText={t.passwordHelp}
            autoComplete="new-password"
            revealable
            type="password"
            required
          />
          <TextField
            name="confirmPassword"
            label={t.confirmPassword}
            autoComplete="new-password"
            revealable
            type="password"
            required
          />
        </div>
        <div className="app-form-row">
          <SelectField name="role" label={t.role} options={ROLE_OPTIONS} />
          <NewUserStatus />
        </div>
        <FormActions submitText={t.create} submitIcon={<PersonIcon />} cancelTo={cancelTo} />
      </>
    </AppForm>
  );
}
