import { Fragment } from 'react';
import { MailLink } from '../SafeLink';

/**
 * An e-mail address that, in a narrow column, breaks after its @ and before a dot of its domain
 * (`taro.yamada@` / `dogstay.example`), not in the middle of a word; as a mailto link with `link`.
 */
export function EmailAddress({ email, link = false }: { email: string; link?: boolean }) {
  const at = email.lastIndexOf('@');
  const text =
    at < 0 ? (
      email
    ) : (
      <>
        {email.slice(0, at + 1)}
        <wbr />
        {email
          .slice(at + 1)
          .split('.')
          .map((part, i) => (
            <Fragment key={i}>
              {i > 0 ? (
                <>
                  <wbr />.
                </>
              ) : null}
              {part}
            </Fragment>
          ))}
      </>
    );
  return link ? <MailLink address={email}>{text}</MailLink> : text;
}
