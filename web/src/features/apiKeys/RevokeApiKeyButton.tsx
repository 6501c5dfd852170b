import { Button } from '@blueprintjs/core';
import { DisableIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useRevokeApiKeyMutation, type ApiKeyFieldsFragment } from '../../__generated__/graphql';
import { presentError } from '../../components/errors/presentError';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { ja } from '../../i18n/ja';
import { LazyAlert } from '../../components/lazyOverlays';

const t = ja.apiKeys;

/** 無効化, after a confirmation naming the key: the key stops working at once. */
export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKeyFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const snackbar = useSnackbar();
  const [revoke, { loading }] = useRevokeApiKeyMutation();
  const confirm = async () => {
    try {
      await revoke({ variables: { id: apiKey.id } });
      snackbar.show({ message: t.revoked(apiKey.name) });
    } catch (error) {
      const shown = presentError(error);
      if (!shown.silent)
        snackbar.show({ message: shown.message, detail: shown.detail, variant: 'alert' });
    }
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="minimal"
        intent="danger"
        size="small"
        icon={<DisableIcon />}
        text={t.revoke}
        aria-label={`${t.revoke}: ${apiKey.name}`}
        onClick={() => setOpen(true)}
      />
      <LazyAlert
        isOpen={open}
        intent="danger"
        icon={<DisableIcon />}
        confirmButtonText={t.revoke}
        cancelButtonText={ja.list.cancel}
        loading={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        canEscapeKeyCancel
      >
        <p>
          <strong>{t.revokeTitle}</strong>
        </p>
        <p>{t.revokeBody(apiKey.name)}</p>
      </LazyAlert>
    </>
  );
}
