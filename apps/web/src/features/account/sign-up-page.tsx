import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { appApi } from '../../api/app-api';
import { Link, navigate } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { PASSWORD_HINT, signUpProblems, type FieldErrors } from './account-rules';
import { focusFirstInvalid } from './form-errors';

export function SignUpPage() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'password'>>({});
  const signUp = useMutation({
    mutationFn: () => appApi.signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password }),
    // The email goes in history.state, not in the address: it is nobody else's business.
    onSuccess: () => navigate(hrefOf({ name: 'check-mail' }), { state: { email: values.email.trim() } }),
  });
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = signUpProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    signUp.mutate();
  };
  return (
    <Page title="Create an account">
      <p>An account holds your papers, marking sessions and API keys. We send a link to confirm your email address.</p>
      <ErrorAlert error={signUp.error} title="The account was not created" />
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <button type="submit" className="button" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p>
        Already have an account? <Link href={hrefOf({ name: 'sign-in', next: null })}>Sign in</Link>
      </p>
    </Page>
  );
}
