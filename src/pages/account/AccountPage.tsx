// The page's APIs ship in its chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/account/settingsActors.ts';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '#domain/messages.ts';
import {
  accountPageMachine,
  selectAccountFailed,
  selectAccountSettings,
  selectDeletionActor,
  selectEmailActor,
  selectIsAccountLoading,
  selectPasswordActor,
  selectSessionsActor,
} from '#machines/accountPage.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { BrandHeader } from '#src/features/brand/BrandHeader.tsx';
import { actionLabel } from '#src/features/brand/brand.css.ts';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import * as css from './account.css.ts';
import { AccountPageContext } from './context.ts';
import { DataSection } from './DataSection.tsx';
import { DeleteSection } from './DeleteSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { GoogleReauth } from './GoogleReauth.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';

const text = messages.settings;

/** The sections once the account is read, each with the child actor of its flow. */
function Sections() {
  const page = AccountPageContext.useActorRef();
  const loading = useSelector(page, selectIsAccountLoading);
  const failed = useSelector(page, selectAccountFailed);
  const account = useSelector(page, selectAccountSettings);
  const password = useSelector(page, selectPasswordActor);
  const email = useSelector(page, selectEmailActor);
  const sessions = useSelector(page, selectSessionsActor);
  const deletion = useSelector(page, selectDeletionActor);
  if (loading) return <CenteredSpinner label={text.loading} />;
  if (failed || !account)
    return (
      <Alert tone="danger" title={text.loadFailed}>
        <Button variant="secondary" size="sm" onClick={() => page.send({ type: 'account.retried' })}>
          {messages.dashboard.retry}
        </Button>
      </Alert>
    );
  return (
    <>
      <GoogleReauth account={account} />
      {email ? <EmailSection account={account} actor={email} /> : null}
      {password ? <PasswordSection account={account} actor={password} /> : null}
      {sessions ? <SessionsSection actor={sessions} /> : null}
      <DataSection />
      {deletion ? <DeleteSection account={account} actor={deletion} /> : null}
    </>
  );
}

/** /account (protected by the router): e-mail, password, sessions, export and account deletion. */
export default function AccountPage() {
  const logic = useComposition().accountPage(accountPageMachine);
  return (
    <AccountPageContext.Provider logic={logic}>
      <div className={css.page}>
        <BrandHeader>
          <Link to="/dashboard" className={button({ variant: 'ghost' })}>
            <ArrowLeft size={16} aria-hidden="true" />
            <span className={actionLabel}>{text.backToDashboard}</span>
          </Link>
        </BrandHeader>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.main}>
          <div>
            <h1 className={css.heading}>{text.title}</h1>
            <p className={css.intro}>{text.intro}</p>
          </div>
          <Sections />
        </main>
      </div>
    </AccountPageContext.Provider>
  );
}
