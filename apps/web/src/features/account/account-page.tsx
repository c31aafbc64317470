import { useQuery } from '@tanstack/react-query';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { useSession } from '../../session/session';
import { Notice } from '../../ui/error-alert';
import { formatCount, planName } from '../../ui/format';
import { Page } from '../../ui/page';
import { KEYS_QUERY } from '../keys/keys-page';
import { ChangePassword } from './change-password';
import { PasskeysSection } from './passkeys-section';

/** The signed-in start page: who you are, your plan, and where to go. */
export function AccountPage() {
  const { data: session } = useSession();
  const keys = useQuery({ queryKey: KEYS_QUERY, queryFn: () => appApi.keys() });
  if (!session) return null;
  const { account } = session;
  const active = keys.data?.keys.filter((key) => key.state === 'active').length;
  return (
    <Page title="Your account">
      {!account.emailVerified && (
        <Notice tone="warning">
          <p>Your email address is not verified yet: your keys will not work until it is. Open the link we emailed you.</p>
        </Notice>
      )}
      {account.plan === 'none' && (
        <Notice tone="warning">
          <p>The API needs a current Lite or Pro plan: keys can be made now and work once the account has one.</p>
        </Notice>
      )}
      <dl className="summary-list">
        <div>
          <dt>Name</dt>
          <dd data-volatile>{account.name}</dd>
        </div>
        <div>
          <dt>Email address</dt>
          <dd data-volatile>
            {account.email} {account.emailVerified ? '(verified)' : '(not verified)'}
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{planName(account.plan)}</dd>
        </div>
        <div>
          <dt>Active keys</dt>
          <dd>{active === undefined ? '…' : `${formatCount(active)} of ${formatCount(keys.data?.maxActive ?? 20)}`}</dd>
        </div>
      </dl>
      <h2>What you can do here</h2>
      <ul className="link-list">
        <li>
          <Link href={hrefOf({ name: 'keys' })}>Keys</Link>: create a key for a script or an agent, choose its permissions and expiry,
          replace or revoke it.
        </li>
        <li>
          <Link href={hrefOf({ name: 'usage' })}>Usage</Link>: requests and errors of the last 30 days, your plan&rsquo;s limits and marking
          credits.
        </li>
        <li>
          <Link href={hrefOf({ name: 'papers' })}>Papers</Link>: your saved papers, their revisions and PDFs.
        </li>
        <li>
          <Link href={hrefOf({ name: 'marking' })}>Marking</Link>: marking sessions, each question&rsquo;s result, and the review of a
          decision.
        </li>
      </ul>
      <PasskeysSection />
      <ChangePassword />
    </Page>
  );
}
