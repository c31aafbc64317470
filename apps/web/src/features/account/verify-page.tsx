import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { SESSION_QUERY, useSession } from '../../session/session';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { Page } from '../../ui/page';

/**
 * The emailed link's page (`/app/verify?token=…`). The token is spent by a button, not on load: a
 * mail scanner that opens links must not use up the one-time link before its owner does.
 */
export function VerifyPage({ token }: { token: string | null }) {
  const client = useQueryClient();
  const session = useSession();
  const verify = useMutation({
    mutationFn: (value: string) => appApi.verifyEmail(value),
    // Signed in already (the link opened in the same browser): the account now reads as verified.
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_QUERY }),
  });
  if (!token)
    return (
      <Page title="Verify your email address">
        <div className="alert alert-error" role="alert">
          <p>This link has no token. Open the link from the email exactly as it was sent.</p>
        </div>
        <p>
          <Link href={hrefOf({ name: 'sign-up' })}>Create an account</Link> or{' '}
          <Link href={hrefOf({ name: 'sign-in', next: null })}>sign in</Link>.
        </p>
      </Page>
    );
  if (verify.isSuccess)
    return (
      <Page title="Email address verified">
        <Notice tone="success">
          <p>Your email address is verified. Your account and its keys can be used.</p>
        </Notice>
        <p>
          {session.data ? (
            <Link className="button" href={hrefOf({ name: 'keys' })}>
              Create a key
            </Link>
          ) : (
            <Link className="button" href={hrefOf({ name: 'sign-in', next: null })}>
              Sign in
            </Link>
          )}
        </p>
      </Page>
    );
  return (
    <Page title="Verify your email address">
      <p>Confirm that this address is yours to finish creating your account.</p>
      <ErrorAlert error={verify.error} title="The address was not verified" />
      {verify.isError && <p>A link works once and expires after a while.</p>}
      <button type="button" className="button" onClick={() => verify.mutate(token)} disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify email address'}
      </button>
    </Page>
  );
}
