import { H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { StaffUserFieldsFragment } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { normalisePhone } from './phoneNumber';
import { ProfilePicture } from './ProfilePicture';
import { userPaths } from './paths';
import { userSchema, userToValues, valuesToInput, type UserValues } from './userSchema';
import { useUserActions } from './useUserActions';

const t = ja.users;
const ROLE_OPTIONS = (['ADMIN', 'STAFF', 'CUSTOMER'] as const).map((r) => ({
  value: r,
  label: t.roles[r],
}));

/** The plain text fields, labelled as they are named. */
type PlainText =
  | 'lastName'
  | 'firstName'
  | 'englishLastName'
  | 'englishFirstName'
  | 'postalCode'
  | 'prefecture'
  | 'district'
  | 'city';

/** Plain text fields two to a row (a name's parts, an address's). */
function TextRows({ rows }: { rows: readonly (readonly [PlainText, PlainText])[] }) {
  return rows.map(([left, right]) => (
    <div key={left} className="app-form-row">
      <TextField name={left} label={t[left]} />
      <TextField name={right} label={t[right]} />
    </div>
  ));
}

/** Edit an account: names, contact, role and status, address, dogs flag, and its picture. */
export function UserEditForm({
  user,
  onReload,
}: {
  user: StaffUserFieldsFragment;
  onReload(): void;
}) {
  const navigate = useNavigate();
  const actions = useUserActions();
  return (
    <>
      <ProfilePicture user={user} />
      <AppForm<UserValues>
        initialValues={userToValues(user)}
        schema={userSchema}
        ariaLabel={t.editTitle}
        className="app-form"
        fieldAliases={{ pincode: 'postalCode', state: 'prefecture' }}
        onReload={onReload}
        onSubmit={async (values) => {
          await actions.update(user, valuesToInput(values));
          return () => navigate(userPaths.details(user.id));
        }}
      >
        <H3 className="app-form-section-title">{t.profileSection}</H3>
        <TextField name="fullName" label={t.fullName} required />
        <TextRows
          rows={[
            ['lastName', 'firstName'],
            ['englishLastName', 'englishFirstName'],
          ]}
        />
        <div className="app-form-row">
          <TextField name="email" label={t.email} type="email" required />
          <TextField name="username" label={t.username} required />
        </div>
        <div className="app-form-row">
          <TextField name="phoneNumber" label={t.phone} type="tel" normalise={normalisePhone} />
          <SelectField name="role" label={t.role} options={ROLE_OPTIONS} />
        </div>
        <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
        <H3 className="app-form-section-title">{t.addressSection}</H3>
        <TextRows
          rows={[
            ['postalCode', 'prefecture'],
            ['district', 'city'],
          ]}
        />
        <TextField name="apartment" label={t.apartment} />
        <SwitchField name="hasDog" label={t.dogsSection} switchLabel={t.hasDog} />
        <FormActions cancelTo={userPaths.details(user.id)} />
      </AppForm>
    </>
  );
}
