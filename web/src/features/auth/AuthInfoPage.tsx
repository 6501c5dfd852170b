import { Card, H1 } from '@blueprintjs/core';
import { BackLinkButton } from '../../components/BackLinkButton';
import { LOGIN_PATH } from '../../app/paths';
import { ja } from '../../i18n/ja';

/** Register, forgot password and the other auth screens (docs/product.md §2): ask an admin. */
export function AuthInfoPage({ title }: { title: string }) {
  return (
    <Card className="app-auth-card" elevation={2}>
      <H1 className="app-auth-title">{title}</H1>
      <p className="app-auth-lead">{ja.auth.notAvailable}</p>
      <BackLinkButton to={LOGIN_PATH} text={ja.auth.backToSignIn} />
    </Card>
  );
}
