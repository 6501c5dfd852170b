import { Button, Card, H1 } from '@blueprintjs/core';
import { BuildIcon, HomeIcon, RefreshIcon, TimeIcon } from '@blueprintjs/icons';
import { LinkButton } from '../LinkButton';
import { ja } from '../../i18n/ja';
import { DEFAULT_PATH } from '../../app/paths';

interface StatusPageProps {
  title: string;
  body: string;
  /** A big status number, e.g. 404. */
  code?: string;
  kind?: 'construction' | 'soon';
  /** Offer a reload instead of the way home. */
  reload?: boolean;
  /** A short text page (contact, about us, privacy, terms): the way home as a quiet button. */
  quiet?: boolean;
}

/** 404, 500, under-construction, coming-soon and the short text pages: one centred card. */
export function StatusPage({ title, body, code, kind, reload, quiet }: StatusPageProps) {
  return (
    <Card className="app-status-card" elevation={1}>
      {code ? (
        <p className="app-status-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      {kind === 'construction' ? <BuildIcon size={56} className="app-status-icon" /> : null}
      {kind === 'soon' ? <TimeIcon size={56} className="app-status-icon" /> : null}
      <H1 className="app-status-title">{title}</H1>
      <p className="app-status-body">{body}</p>
      {reload ? (
        <Button
          intent="primary"
          icon={<RefreshIcon />}
          text={ja.pages.reload}
          onClick={() => window.location.reload()}
        />
      ) : (
        <LinkButton
          to={DEFAULT_PATH}
          intent={quiet ? 'none' : 'primary'}
          variant={quiet ? 'minimal' : undefined}
          icon={<HomeIcon />}
          text={ja.pages.backHome}
        />
      )}
    </Card>
  );
}
