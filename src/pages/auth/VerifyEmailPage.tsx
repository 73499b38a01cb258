import { messages } from '#domain/messages.ts';
import { TokenLinkPage } from './TokenLinkPage.tsx';

/** The link in the verification e-mail lands here: /verify-email?token=... */
export default function VerifyEmailPage() {
  const text = messages.account;
  return <TokenLinkPage kind="verifyEmail" title={text.verifyTitle} working={text.verifying} done={text.verified} />;
}
