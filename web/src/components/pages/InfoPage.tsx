import { Card, H1 } from '@blueprintjs/core';
import { HomeIcon } from '@blueprintjs/icons';
import { LinkButton } from '../LinkButton';
import { DEFAULT_PATH } from '../../app/paths';
import { ja } from '../../i18n/ja';

/** A short text page in the simple layout (contact, about us, privacy, terms). */
export function InfoPage({ title, body }: { title: string; body: string }) {
  return (
    <Card className="app-info-card" elevation={1}>
      <H1 className="app-status-title">{title}</H1>
      <p className="app-status-body">{body}</p>
      <LinkButton
        to={DEFAULT_PATH}
        variant="minimal"
        icon={<HomeIcon />}
        text={ja.pages.backHome}
      />
    </Card>
  );
}
