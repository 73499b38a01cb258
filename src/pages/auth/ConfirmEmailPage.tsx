import { messages } from '#domain/messages.ts';
import { TokenLinkPage } from './TokenLinkPage.tsx';

/** The link mailed to a new address (decision 141) lands here: /confirm-email?token=... */
export default function ConfirmEmailPage() {
  const text = messages.settings;
  return (
    <TokenLinkPage
      kind="confirmEmailChange"
      title={text.confirmEmailTitle}
      working={text.confirmingEmail}
      done={text.emailConfirmed}
    />
  );
}
