import { Button, Callout, InputGroup, Label } from '@blueprintjs/core';
import { DuplicateIcon, TickIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { ja } from '../../i18n/ja';

const t = ja.apiKeys;

/** A new key's secret, shown once: read-only, with a copy button and the warning. */
export function SecretView({ secret }: { secret: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="app-apikey-secret">
      <Callout intent="warning" role="alert">
        {t.secretWarning}
      </Callout>
      <Label htmlFor={id}>{t.secretLabel}</Label>
      <InputGroup
        id={id}
        value={secret}
        readOnly
        fill
        onFocus={(e) => e.currentTarget.select()}
        rightElement={
          <Button
            variant="minimal"
            icon={copied ? <TickIcon /> : <DuplicateIcon />}
            text={copied ? t.copied : t.copy}
            onClick={() => void copy().catch(() => undefined)}
          />
        }
      />
      <p className="app-muted">{t.secretUsage}</p>
    </div>
  );
}
