import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { emailProblem } from './account-rules';
import { focusFirstInvalid } from './form-errors';

export function ForgotPasswordPage() {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: () => appApi.requestPasswordReset({ email: email.trim() }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    request.mutate();
  };
  if (request.isSuccess)
    return (
      <Page title="Check your mail">
        <Notice tone="success">
          <p>If an account uses that address, a link to choose a new password is on its way. It works once and expires.</p>
        </Notice>
        <p>
          With no mail server configured, the message is in <code>DATA_DIR/mail/</code> and its link in the server&rsquo;s log.
        </p>
        <p>
          <Link href={hrefOf({ name: 'sign-in', next: null })}>Back to sign in</Link>
        </p>
      </Page>
    );
  return (
    <Page title="Reset your password">
      <p>Enter your account&rsquo;s email address and we will send a link to choose a new password.</p>
      <ErrorAlert error={request.error} title="The link was not sent" />
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send the link'}
        </button>
      </form>
      <p>
        <Link href={hrefOf({ name: 'sign-in', next: null })}>Back to sign in</Link>
      </p>
    </Page>
  );
}
