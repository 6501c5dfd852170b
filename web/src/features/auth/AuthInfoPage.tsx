import { Card, H1 } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { LinkButton } from '../../components/LinkButton';
import { LOGIN_PATH } from '../../app/paths';
import { ja } from '../../i18n/ja';

/** Register, forgot password and the other auth screens: the spec does not show what they do. */
export function AuthInfoPage({ title }: { title: string }) {
  return (
    <Card className="app-auth-card" elevation={2}>
      <H1 className="app-auth-title">{title}</H1>
      <p className="app-auth-lead">{ja.auth.notAvailable}</p>
      <LinkButton
        to={LOGIN_PATH}
        icon={<ArrowLeftIcon />}
        text={ja.auth.backToSignIn}
        variant="outlined"
      />
    </Card>
  );
}
