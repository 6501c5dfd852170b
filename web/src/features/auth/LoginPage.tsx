import { Callout, Card, H1 } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useLoginMutation } from '../../__generated__/auth';
import { useSession } from '../../app/session/SessionContext';
import { ErrorDetails } from '../../components/errors/ErrorDetails';
import { readFailure } from '../../components/errors/gatewayError';
import { isKnownReason, presentError } from '../../components/errors/presentError';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { loginSchema, type LoginValues } from './loginSchema';

const initialValues: LoginValues = { username: '', password: '' };

interface SignInFailure {
  message: string;
  detail: string | undefined;
}

/** Refusals of the sign-in itself that carry no reason of their own: wrong credentials. */
const REFUSED = ['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN'];

/**
 * Why sign-in failed, in Japanese: a known refusal by its reason (wrong credentials, an inactive
 * account), the lockout and outages by their code; a refusal of the sign-in without a reason reads
 * as wrong credentials. Only a DOMAIN_ERROR of reason OTHER shows the server's own words (issue 15).
 * The server's words and the request id stay under 詳細.
 */
function signInFailure(error: unknown): SignInFailure {
  const failure = readFailure(error);
  const p = presentError(error);
  if (isKnownReason(failure.reason) || !REFUSED.includes(failure.kind)) {
    return { message: p.message, detail: p.detail };
  }
  const words = [
    failure.serverMessage,
    failure.requestId && ja.errors.requestId(failure.requestId),
  ];
  return {
    message: ja.domainErrors.INVALID_CREDENTIALS,
    detail: words.filter(Boolean).join(' / ') || undefined,
  };
}

/** Sign-in with username and password; on success the guard sends the user on. */
export default function LoginPage() {
  const { signedIn } = useSession();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  return (
    <Card className="app-auth-card" elevation={2}>
      <H1 className="app-auth-title">{ja.auth.signInTitle}</H1>
      <p className="app-auth-lead">{ja.auth.signInLead}</p>
      {failure ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {failure.message}
          <ErrorDetails detail={failure.detail} />
        </Callout>
      ) : null}
      <AppForm<LoginValues>
        initialValues={initialValues}
        schema={loginSchema}
        guard={false}
        fieldAliases={{ email: 'username' }}
        ariaLabel={ja.auth.signInTitle}
        onFailure={(error) => {
          setFailure(signInFailure(error));
          return true;
        }}
        onSubmit={async (values) => {
          setFailure(null);
          const { data } = await login({
            variables: { email: values.username.trim(), password: values.password },
          });
          if (data) signedIn(data.login.viewer);
          return undefined;
        }}
      >
        <TextField
          name="username"
          label={ja.auth.username}
          helperText={ja.auth.usernameHelp}
          autoComplete="username"
          autoFocus
          required
        />
        <TextField
          name="password"
          label={ja.auth.password}
          type="password"
          autoComplete="current-password"
          revealable
          required
        />
        <FormActions submitText={ja.auth.signIn} submitIcon={<LogInIcon />} />
      </AppForm>
    </Card>
  );
}
