import { ArrowLeftIcon } from '@blueprintjs/icons';
import { LinkButton } from './LinkButton';

/** The way back (to a list, to the sign-in): an outlined link button with a left arrow. */
export function BackLinkButton({ to, text }: { to: string; text: string }) {
  return <LinkButton to={to} icon={<ArrowLeftIcon />} text={text} variant="outlined" />;
}
