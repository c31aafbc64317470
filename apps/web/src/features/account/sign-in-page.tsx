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

export function SignInPage({ next }: { next: string | null }) {
  const client = useQueryClient();
  const session = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [ended] = useState(takeSessionEndedNotice);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const destination = next ?? hrefOf({ name: 'keys' });
  const signIn = useMutation({
    mutationFn: () => appApi.signIn({ email: values.email.trim(), password: values.password }),
    onSuccess: (answer) => {
      // A new session: nothing read under the one before it may show.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY[0] });
      client.setQueryData<AppSession | null>(SESSION_QUERY, answer);
      navigate(destination, { replace: true });
    },
  });
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn && !signIn.isPending && !signIn.isSuccess) navigate(destination, { replace: true });
  }, [signedIn, destination, signIn.isPending, signIn.isSuccess]);

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
      {ended && !signIn.error && (
        <Notice tone="warning">
          <p>Your session has ended. Sign in again to carry on.</p>
        </Notice>
      )}
      <ErrorAlert error={signIn.error} title="You are not signed in" />
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
        <button type="submit" className="button" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p>
        <Link href={hrefOf({ name: 'forgot-password' })}>Forgotten your password?</Link>
      </p>
      <p>
        New here? <Link href={hrefOf({ name: 'sign-up' })}>Create an account</Link>
      </p>
    </Page>
  );
}
