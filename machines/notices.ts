/**
 * Toasts as named effects (issue 25.3; decision 256): a machine says which notice happened and with
 * what values (`notify`), never its words; the composition root words it from the message catalogue
 * (src/app/notices.ts). New notices add a name here and a line there; the type keeps the two in step.
 */
export type NoticeName =
  // The account page (issue 14).
  | 'passwordChanged'
  | 'sessionSignedOut'
  | 'otherSessionsSignedOut'
  | 'sessionSignOutFailed'
  | 'accountDeleted'
  // Signing in and out.
  | 'sessionEnded'
  | 'signedIn'
  | 'signInFailed'
  | 'signedUp'
  | 'signUpFailed'
  | 'verificationResent'
  | 'verificationResendFailed'
  | 'googleStartFailed'
  | 'googleSignedIn'
  | 'googleFailed'
  // The dashboard (a card's copy and download, the custom prompt, the plan dialog).
  | 'summaryCopied'
  | 'summaryCopyFailed'
  | 'summaryDownloadFailed'
  | 'promptSaved'
  | 'promptSaveFailed'
  | 'promptReset'
  | 'promptResetFailed'
  | 'paymentDeclined'
  // The dashboard's subscription changes (machines/subscriptionChange.machine.ts).
  | 'subscriptionCancelled'
  | 'subscriptionChanged'
  | 'subscriptionCancelFailed'
  | 'subscriptionChangeFailed'
  | 'billingPortalFailed'
  // Back from the billing portal (issue 28.2): the card updated, and a failed payment paid with it.
  | 'cardUpdated'
  | 'cardUpdatedPaid'
  | 'unexpectedFailure'
  // A call no answer came to (offline, or the server gone).
  | 'unreachable'
  // Deleting a summary (its Undo's outcomes) and exporting them all.
  | 'summaryDeleteFailed'
  | 'summaryRestored'
  | 'summaryRestoreFailed'
  | 'exportDone'
  | 'exportEmpty'
  | 'exportFailed'
  // The uninstall feedback form.
  | 'feedbackFailed';

export interface Notice {
  kind: 'success' | 'error';
  name: NoticeName;
  /** How many (sessions signed out...), when the notice counts something. */
  count?: number;
  /** The address the notice is about (a resent link), when it names one. */
  email?: string;
  /** The server's own words, shown as they came (a switch's answer, the reason a change was refused), when it gave any. */
  said?: string;
  /** A notice raised with the id of one still shown replaces it (the Undo toast by its outcome). */
  id?: string;
}
