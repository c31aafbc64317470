import { historyState, Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { Page } from '../../ui/page';

export function CheckMailPage() {
  const { email } = historyState<{ email: string }>();
  return (
    <Page title="Check your mail">
      <p>
        We have sent a link to confirm your email address
        {email ? (
          <>
            {' '}
            to <strong data-volatile>{email}</strong>
          </>
        ) : null}
        . Open it to finish creating your account; it works once and expires.
      </p>
      <p>If the address already has an account, we write to it instead, without saying so here.</p>
      <section aria-labelledby="self-hosted" className="panel">
        <h2 id="self-hosted">Running the service yourself?</h2>
        <p>
          With no mail server configured (the default of <code>npm start</code>), each message is written to the <code>mail</code> folder of
          the data directory (<code>DATA_DIR/mail/</code>) and its link is printed in the server&rsquo;s log. Open that link in this
          browser.
        </p>
      </section>
      <p>
        Verified already? <Link href={hrefOf({ name: 'sign-in', next: null })}>Sign in</Link>
      </p>
    </Page>
  );
}
