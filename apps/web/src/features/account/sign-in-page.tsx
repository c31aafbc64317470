import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AppSession } from '@pp/contracts';
import { appApi } from '../../api/app-api';
import { Link, navigate } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { SESSION_QUERY, takeSessionEndedNotice, useSession } from '../../session/session';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { emailProblem, type FieldErrors } from './account-rules';
import { focusFirstInvalid } from './form-errors';
import { loadWebAuthn, passkeyError, passkeysAvailable } from './passkey-support';

export function SignInPage({ next }: { next: string | null }) {
  const client = useQueryClient();
  const session = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [ended] = useState(takeSessionEndedNotice);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const destination = next ?? hrefOf({ name: 'keys' });
  const started = (answer: AppSession) => {
    // A new session: nothing read under the one before it may show.
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY[0] });
    client.setQueryData<AppSession | null>(SESSION_QUERY, answer);
    navigate(destination, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: () => appApi.signIn({ email: values.email.trim(), password: values.password }),
    onMutate: (): void => passkeySignIn.reset(),
    onSuccess: started,
  });
  const passkeySignIn = useMutation({
    mutationFn: async () => {
      try {
        const options = await appApi.passkeySignInOptions();
        const { startAuthentication } = await loadWebAuthn();
        return await appApi.passkeySignIn(await startAuthentication({ optionsJSON: options }));
      } catch (error) {
        throw passkeyError(error, 'sign-in');
      }
    },
    onMutate: (): void => signIn.reset(),
    onSuccess: started,
  });
  const busy = signIn.isPending || passkeySignIn.isPending;
  const done = signIn.isSuccess || passkeySignIn.isSuccess;
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn && !busy && !done) navigate(destination, { replace: true });
  }, [signedIn, destination, busy, done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors<'email' | 'password'> = {};
    const email = emailProblem(values.email);
    if (email) problems.email = email;
    if (!values.password) problems.password = 'Enter your password.';
    setErrors(problems);
    if (Object.keys(problems).length) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    signIn.mutate();
  };
  return (
    <Page title="Sign in">
      {ended && !signIn.error && !passkeySignIn.error && (
        <Notice tone="warning">
          <p>Your session has ended. Sign in again to carry on.</p>
        </Notice>
      )}
      <ErrorAlert error={signIn.error ?? passkeySignIn.error} title="You are not signed in" />
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          error={errors.password}
        />
        <button type="submit" className="button" disabled={busy}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {passkeysAvailable() && (
        <p>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => passkeySignIn.mutate()}>
            {passkeySignIn.isPending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
        </p>
      )}
      <p>
        <Link href={hrefOf({ name: 'forgot-password' })}>Forgotten your password?</Link>
      </p>
      <p>
        New here? <Link href={hrefOf({ name: 'sign-up' })}>Create an account</Link>
      </p>
    </Page>
  );
}
