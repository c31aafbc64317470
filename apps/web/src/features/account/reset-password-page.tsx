import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { forgetSession } from '../../session/session';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { PASSWORD_HINT, passwordProblem } from './account-rules';
import { focusFirstInvalid } from './form-errors';

/** The emailed reset link's page (`/app/reset?token=…`). */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (value: string) => appApi.confirmPasswordReset({ token: value, password }),
    // A password change ends every session, this browser's too.
    onSuccess: () => forgetSession(client, { ended: false }),
  });
  if (!token)
    return (
      <Page title="Choose a new password">
        <div className="alert alert-error" role="alert">
          <p>This link has no token. Open the link from the email exactly as it was sent, or ask for a new one.</p>
        </div>
        <p>
          <Link href={hrefOf({ name: 'forgot-password' })}>Ask for a new link</Link>
        </p>
      </Page>
    );
  if (reset.isSuccess)
    return (
      <Page title="Password changed">
        <Notice tone="success">
          <p>Your password is changed. Every session of your account has ended, so sign in again with the new one.</p>
        </Notice>
        <p>
          <Link className="button" href={hrefOf({ name: 'sign-in', next: null })}>
            Sign in
          </Link>
        </p>
      </Page>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    setError(problem);
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    reset.mutate(token);
  };
  return (
    <Page title="Choose a new password">
      <ErrorAlert error={reset.error} title="The password was not changed" />
      {reset.isError && (
        <p>
          A link works once and expires. <Link href={hrefOf({ name: 'forgot-password' })}>Ask for a new link</Link>.
        </p>
      )}
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </Page>
  );
}
