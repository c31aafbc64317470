import type { AppSession } from '@pp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { appApi } from '../../api/app-api';
import { SESSION_QUERY } from '../../session/session';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { PASSWORD_HINT, passwordProblem, type FieldErrors } from './account-rules';
import { focusFirstInvalid } from './form-errors';

/** A new password: every session of the account ends, this browser gets a fresh one. */
export function ChangePassword() {
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ currentPassword: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'currentPassword' | 'password'>>({});
  const change = useMutation({
    mutationFn: () => appApi.changePassword(values),
    onSuccess: (session) => {
      client.setQueryData<AppSession | null>(SESSION_QUERY, session);
      setValues({ currentPassword: '', password: '' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors<'currentPassword' | 'password'> = {};
    if (!values.currentPassword) problems.currentPassword = 'Enter your current password.';
    const password = passwordProblem(values.password);
    if (password) problems.password = password;
    setErrors(problems);
    if (Object.keys(problems).length) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    change.mutate();
  };
  return (
    <section aria-labelledby="change-password" className="section">
      <h2 id="change-password">Change your password</h2>
      <p>Every other session of your account ends: anyone signed in elsewhere must sign in again. Your keys keep working.</p>
      {change.isSuccess && (
        <Notice tone="success">
          <p>Your password is changed. Every other session has ended.</p>
        </Notice>
      )}
      <ErrorAlert error={change.error} title="The password was not changed" />
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues((current) => ({ ...current, currentPassword: event.target.value }))}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          error={errors.password}
        />
        <button type="submit" className="button button-secondary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
