import { messages } from '#domain/messages.ts';
import type { MailMessage } from './types.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Plain text is the source; the HTML part is the same text with the link (if any) made clickable. */
function compose(to: string, subject: string, text: string, link?: string): MailMessage {
  const html = text
    .split('\n\n')
    .map((p) => {
      const safe = escapeHtml(p);
      return p === link ? `<p><a href="${safe}">${safe}</a></p>` : `<p>${safe}</p>`;
    })
    .join('\n');
  return { to, subject, text, html, ...(link ? { link } : {}) };
}

const t = messages.server;

export const verificationMail = (to: string, link: string) => compose(to, t.verifySubject, t.verifyText(link), link);
export const addressTakenMail = (to: string, link: string) => compose(to, t.takenSubject, t.takenText(link), link);
export const resetMail = (to: string, link: string) => compose(to, t.resetSubject, t.resetText(link), link);
export const emailChangeMail = (to: string, link: string) =>
  compose(to, t.emailChangeSubject, t.emailChangeText(link), link);
export const emailChangeTakenMail = (to: string, link: string) =>
  compose(to, t.emailChangeTakenSubject, t.emailChangeTakenText(link), link);
/** To the old address, once the change took effect. */
export const emailChangedMail = (to: string, newEmail: string) =>
  compose(to, t.emailChangedSubject, t.emailChangedText(newEmail));
export const passwordChangedMail = (to: string, link: string) =>
  compose(to, t.passwordChangedSubject, t.passwordChangedText(link), link);
export const accountDeletedMail = (to: string) => compose(to, t.accountDeletedSubject, t.accountDeletedText);

// Issue 28.3: the subscription's lifecycle. A mail's reader has no time zone we know of: dates are UTC days.
const mailDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const day = (at: Date) => mailDate.format(at);

export const renewalFailedMail = (to: string, graceEndsAt: Date | null, link: string) =>
  compose(to, t.renewalFailedSubject, t.renewalFailedText(graceEndsAt ? day(graceEndsAt) : null, link), link);
export const graceEndingMail = (to: string, graceEndsAt: Date, link: string) =>
  compose(to, t.graceEndingSubject(day(graceEndsAt)), t.graceEndingText(day(graceEndsAt), link), link);
export const lapsedMail = (to: string, reason: 'unpaid' | 'cancelled', link: string) =>
  compose(to, t.lapsedSubject, t.lapsedText(reason, link), link);
export const cardUpdatedMail = (to: string, retried: boolean, link: string) =>
  compose(to, t.cardUpdatedSubject, t.cardUpdatedText(retried, link), link);
