import { MINIMUM_AGE, PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { LegalPage } from './LegalPage.tsx';

const CONTACT = 'privacy@skimly.dev';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title={messages.site.privacyPolicy}>
      <p>
        This policy explains what information {PRODUCT_NAME} ("we", "us") collects when you use the {PRODUCT_NAME}{' '}
        Chrome extension and this website, why we collect it, and the choices you have. We collect as little as we can
        and we never sell personal information.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account information.</strong> Your e-mail address and a hashed version of your password when you
          create an account, or your Google account identifier and e-mail address when you sign in with Google.
        </li>
        <li>
          <strong>Video content you ask us to summarize.</strong> When you click the {PRODUCT_NAME} icon, the extension
          sends the video's identifier, title and transcript to our servers to produce the summary. We do not read your
          browsing history or any page other than the YouTube video you asked about.
        </li>
        <li>
          <strong>Saved summaries and your custom prompt</strong> (Premium). The summaries you keep and the prompt you
          write are stored in your account so you can see them on your dashboard.
        </li>
        <li>
          <strong>Signed-in sessions.</strong> For each browser or extension signed in to your account: the browser and
          system its user agent names, the network address it signed in from, and when it signed in and was last used,
          so you can see every session and sign any of them out in Account settings.
        </li>
        <li>
          <strong>Payment information.</strong> Payments are handled by Stripe. We receive the status of your
          subscription and the billing period, never your full card number.
        </li>
        <li>
          <strong>Feedback.</strong> If you fill in the uninstall survey, we store your answers and, only if you give
          it, your e-mail address.
        </li>
        <li>
          <strong>Technical data.</strong> Basic server logs (time, requested address, error codes) kept for up to 30
          days to keep the service secure and working.
        </li>
      </ul>

      <h2>2. How we use it</h2>
      <p>
        We use this information to provide summaries, keep you signed in, run your subscription, answer support
        requests, protect the service against abuse and improve {PRODUCT_NAME}. We do not use your content to build
        advertising profiles and we do not show ads.
      </p>

      <h2>3. Cookies and local storage</h2>
      <p>
        The website uses one essential session cookie to keep you signed in, and your browser's local storage for your
        session token, your theme choice and, during a Google sign-in, a one-time security value. We use no advertising
        or cross-site tracking cookies.
      </p>

      <h2>4. Sharing</h2>
      <p>
        We share information only with service providers that help us run {PRODUCT_NAME} (hosting, e-mail delivery,
        payment processing by Stripe, and the AI model provider that writes summaries from transcripts), under contracts
        that limit their use to that purpose, or when the law requires it.
      </p>

      <h2>5. Retention, export and deletion</h2>
      <p>
        Saved summaries stay until you delete them. You can delete any summary from its card on your dashboard (Undo is
        offered for a few seconds, then it is gone), and export all of them at any time as a .zip with one Markdown file
        per summary, an index and a JSON file with every field, from your dashboard or Account settings.
      </p>
      <p>
        You can delete your account in Account settings. It asks for your password (or a Google sign-in less than 5
        minutes old) and takes effect at once: any paid subscription is cancelled immediately, and your account, saved
        summaries, custom prompt, sessions, e-mail links, and the feedback and e-mails we hold for your address are
        deleted. We e-mail you a confirmation, and the address can be used for a new account straight away.
      </p>
      <p>
        We keep only what bookkeeping law requires: the invoices of payments you made, with the link to you replaced by
        an anonymous number, so they no longer name you. Stripe keeps its own records of the payments it processed,
        under its privacy policy. Server logs disappear within 30 days as described above.
      </p>

      <h2>6. Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct, export or delete your personal
        information, and to object to or restrict some processing. You can export your summaries, change your e-mail
        address and password, sign out other sessions and delete your account yourself in Account settings; for anything
        else, write to {CONTACT} and we will answer within 30 days.
      </p>

      <h2>7. Children</h2>
      <p>
        {PRODUCT_NAME} is not directed to children under {MINIMUM_AGE}, and we do not knowingly collect personal
        information from them. If you believe a child under {MINIMUM_AGE} has given us information, contact us and we
        will delete it.
      </p>

      <h2>8. Security</h2>
      <p>
        Passwords are stored only as salted hashes, session tokens are stored hashed, and all traffic is encrypted in
        transit. No system is perfectly secure, but we work to protect your information and will tell you promptly if a
        breach affects you.
      </p>

      <h2>9. Changes and contact</h2>
      <p>
        If we change this policy we will update the date above and, for significant changes, tell you by e-mail or in
        the extension. Questions: {CONTACT}.
      </p>
    </LegalPage>
  );
}
