import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { ja } from '../../i18n/ja';

/**
 * The server's own words and the request id of a failure, for support: closed behind a 詳細 button,
 * never the headline. Renders nothing without a detail.
 */
export function ErrorDetails({ detail }: { detail: string | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!detail) return null;
  return (
    <span className="app-error-details">
      <Button
        variant="minimal"
        size="small"
        className="app-error-details-toggle"
        icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text={ja.errors.details}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      />
      <Collapse isOpen={open}>
        <small id={id} className="app-error-details-text" aria-label={ja.errors.detailsLabel}>
          {detail}
        </small>
      </Collapse>
    </span>
  );
}
