import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@pp/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What the sign-up, sign-in and reset forms check before sending: the contract's limits, said in words. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your email address.';
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed) || trimmed.length > 254) return 'Enter an email address like name@example.com.';
  return null;
}

export function signUpProblems(values: { name: string; email: string; password: string }): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  else if (values.name.trim().length > 100) errors.name = 'Use at most 100 characters.';
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  return errors;
}

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`;
