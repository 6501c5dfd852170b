import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useCreateApiKeyMutation } from '../../__generated__/graphql';
import { todayInJapan } from '../../components/date/businessDay';
import { AppForm } from '../../components/form/AppForm';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { apiKeySchema, expiresAtOf, type ApiKeyFormValues } from './apiKeySchema';
import { SecretView } from './SecretView';

const t = ja.apiKeys;
const SCOPES = (['READ', 'READ_WRITE'] as const).map((value) => ({
  value,
  label: t.scopes[value],
}));

/** The create dialog: name, scope and expiry; then the secret, once, until it is closed. */
export function CreateApiKeyDialog({ onCreated }: { onCreated(): void }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [createApiKey] = useCreateApiKeyMutation();
  const close = () => {
    setOpen(false);
    setSecret(null);
  };
  return (
    <>
      <Button intent="primary" icon={<KeyIcon />} text={t.create} onClick={() => setOpen(true)} />
      <Dialog
        isOpen={open}
        title={secret ? t.secretTitle : t.create}
        onClose={close}
        canOutsideClickClose={!secret}
      >
        {secret ? (
          <>
            <DialogBody>
              <SecretView secret={secret} />
            </DialogBody>
            <DialogFooter actions={<Button intent="primary" text={t.close} onClick={close} />} />
          </>
        ) : (
          <DialogBody>
            <AppForm<ApiKeyFormValues>
              initialValues={{ name: '', scope: 'READ', expiresOn: '' }}
              schema={apiKeySchema}
              ariaLabel={t.create}
              guard={false}
              fieldAliases={{ expiresAt: 'expiresOn' }}
              onSubmit={async (values) => {
                const answer = await createApiKey({
                  variables: {
                    input: {
                      name: values.name.trim(),
                      scope: values.scope,
                      expiresAt: expiresAtOf(values.expiresOn),
                    },
                  },
                });
                const created = answer.data?.createApiKey;
                if (created) setSecret(created.secret);
                onCreated();
                return undefined;
              }}
            >
              <TextField name="name" label={t.name} helperText={t.nameHelp} required />
              <SelectField name="scope" label={t.scope} options={SCOPES} required />
              <DateField
                name="expiresOn"
                label={t.expiresAt}
                helperText={t.expiresHelp}
                minDate={todayInJapan()}
              />
              <FormActions submitText={t.submit} submitIcon={<KeyIcon />} />
            </AppForm>
          </DialogBody>
        )}
      </Dialog>
    </>
  );
}
