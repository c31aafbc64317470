import { ApiError } from '../../api/api-error';

/**
 * The browser side of passkeys (decision 0037). @simplewebauthn/browser is loaded only when a
 * ceremony starts, so the pages that never use it do not carry it.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (WebAuthn exists, and the page is a secure context). */
export const passkeysAvailable = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/**
 * A failed ceremony as the page says it: the server's refusals as they are, the browser's own
 * errors (its prompt closed or timed out, a passkey already on this device) in plain words.
 */
export function passkeyError(error: unknown, doing: 'add' | 'sign-in'): Error {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return new Error('This device already holds a passkey for your account.');
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new Error(
      doing === 'add'
        ? 'No passkey was added: the browser’s prompt was closed or timed out.'
        : 'You are not signed in: the browser’s prompt was closed or timed out, or no passkey of this site was chosen.',
    );
  if (name === 'SecurityError')
    return new Error('This address cannot use passkeys. Open the app at its domain name (on this computer: localhost) and try again.');
  return new Error('The browser could not use a passkey here. Try again, or use your password.');
}
