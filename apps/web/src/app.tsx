import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { appApi } from './api/app-api';
import { AccountPage } from './features/account/account-page';
import { CheckMailPage } from './features/account/check-mail-page';
import { ForgotPasswordPage } from './features/account/forgot-password-page';
import { ResetPasswordPage } from './features/account/reset-password-page';
import { SignInPage } from './features/account/sign-in-page';
import { SignUpPage } from './features/account/sign-up-page';
import { VerifyPage } from './features/account/verify-page';
import { KeysPage } from './features/keys/keys-page';
import { QuestionReviewPage } from './features/marking/question-review-page';
import { SessionPage } from './features/marking/session-page';
import { SessionsPage } from './features/marking/sessions-page';
import { PaperPage } from './features/papers/paper-page';
import { PapersPage } from './features/papers/papers-page';
import { UsagePage } from './features/usage/usage-page';
import { Link, navigate, useLocationKey, useRoute } from './router/router';
import { APP_BASE, hrefOf, PUBLIC_ROUTES, type Route } from './router/routes';
import { forgetSession, useSession } from './session/session';
import { ErrorAlert } from './ui/error-alert';
import { Loading } from './ui/loading';
import { Page, SITE_NAME } from './ui/page';

const NAV: { label: string; route: Route }[] = [
  { label: 'Account', route: { name: 'home' } },
  { label: 'Keys', route: { name: 'keys' } },
  { label: 'Usage', route: { name: 'usage' } },
  { label: 'Papers', route: { name: 'papers' } },
  { label: 'Marking', route: { name: 'marking' } },
];

/** Which main section a route belongs to, for the navigation's aria-current. */
const sectionOf = (route: Route): Route['name'] =>
  route.name === 'paper' ? 'papers' : route.name === 'marking-session' || route.name === 'marking-question' ? 'marking' : route.name;

export function App() {
  const route = useRoute();
  const session = useSession();
  const signedIn = Boolean(session.data);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link className="site-name" href={hrefOf({ name: 'home' })}>
            {SITE_NAME}
          </Link>
          {signedIn && <MainNav current={sectionOf(route)} />}
          {signedIn && session.data && <SignOut email={session.data.account.email} />}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Content route={route} session={session} />
      </main>
      <footer className="site-footer">
        <p>
          Keys are made here; the API they open is described in <a href="/v1/guide.txt">the guide</a>. Dates and daily counts are in UTC.
        </p>
      </footer>
    </>
  );
}

function MainNav({ current }: { current: Route['name'] }) {
  return (
    <nav aria-label="Main">
      <ul className="nav-list">
        {NAV.map(({ label, route }) => (
          <li key={label}>
            <Link href={hrefOf(route)} aria-current={current === route.name ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignOut({ email }: { email: string }) {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => appApi.signOut(),
    onSettled: () => {
      forgetSession(client, { ended: false });
      navigate(hrefOf({ name: 'sign-in', next: null }));
    },
  });
  return (
    <div className="account-menu">
      <span className="account-email" data-volatile>
        {email}
      </span>
      <button type="button" className="button button-secondary button-small" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        Sign out
      </button>
    </div>
  );
}

function Content({ route, session }: { route: Route; session: ReturnType<typeof useSession> }) {
  const location = useLocationKey();
  const needsSession = !PUBLIC_ROUTES.has(route.name);
  const signedOut = session.data === null;
  useEffect(() => {
    // A page that needs a session, opened without one: sign in, then come back here.
    if (needsSession && signedOut)
      navigate(hrefOf({ name: 'sign-in', next: location.startsWith(`${APP_BASE}/`) ? location : null }), { replace: true });
  }, [needsSession, signedOut, location]);

  if (session.isPending) return <Loading what="Checking who is signed in" />;
  if (session.isError && needsSession)
    return (
      <Page title="The app could not start">
        <ErrorAlert error={session.error} />
        <button type="button" className="button" onClick={() => session.refetch()}>
          Try again
        </button>
      </Page>
    );
  if (needsSession && !session.data) return <Loading what="Opening the sign-in page" />;
  return <PageOf route={route} />;
}

function PageOf({ route }: { route: Route }): ReactNode {
  switch (route.name) {
    case 'home':
      return <AccountPage />;
    case 'sign-up':
      return <SignUpPage />;
    case 'check-mail':
      return <CheckMailPage />;
    case 'verify':
      return <VerifyPage token={route.token} />;
    case 'sign-in':
      return <SignInPage next={route.next} />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset':
      return <ResetPasswordPage token={route.token} />;
    case 'keys':
      return <KeysPage />;
    case 'usage':
      return <UsagePage />;
    case 'papers':
      return <PapersPage />;
    case 'paper':
      return <PaperPage paperId={route.paperId} />;
    case 'marking':
      return <SessionsPage />;
    case 'marking-session':
      return <SessionPage sessionId={route.sessionId} />;
    case 'marking-question':
      return <QuestionReviewPage sessionId={route.sessionId} questionId={route.questionId} />;
    case 'not-found':
      return (
        <Page title="Page not found">
          <p>There is no page at this address.</p>
          <p>
            <Link href={hrefOf({ name: 'home' })}>Go to your account</Link>
          </p>
        </Page>
      );
  }
}
