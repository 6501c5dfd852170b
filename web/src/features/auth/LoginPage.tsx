import { Callout, Card, H1 } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useLoginMutation } from '../../__generated__/graphql';
import { useSession } from '../../app/session/SessionContext';
import { readFailure } from '../../components/errors/gatewayError';
import { isKnownReason, presentError } from '../../components/errors/presentError';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { loginSchema, type LoginValues } from './loginSchema';

const initialValues: LoginValues = { username: '', password: '' };

/**
 * Why sign-in failed: the server's own message for wrong credentials (as the spec asks); the
 * Japanese sentence for other known refusals (e.g. ACCOUNT_INACTIVE) and for the brute-force lockout.
 */
function signInFailure(error: unknown): string {
  const failure = readFailure(error);
  const known = isKnownReason(failure.reason) && failure.reason !== 'INVALID_CREDENTIALS';
  const own = ['UNAUTHENTICATED', 'DOMAIN_ERROR', 'BAD_USER_INPUT', 'FORBIDDEN'];
  if (!known && own.includes(failure.kind) && failure.serverMessage) return failure.serverMessage;
  return presentError(error).message;
}

/** Sign-in with username and password; on success the guard sends the user on. */
export default function LoginPage() {
  const { signedIn } = useSession();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Card className="app-auth-card" elevation={2}>
      <H1 className="app-auth-title">{ja.auth.signInTitle}</H1>
      <p className="app-auth-lead">{ja.auth.signInLead}</p>
      {failure ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {failure}
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
