import { MINIMUM_AGE, PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { LegalPage } from './LegalPage.tsx';

const CONTACT = 'support@skimly.dev';

export default function TermsPage() {
  return (
    <LegalPage title={messages.site.terms}>
      <p>
        These terms govern your use of the {PRODUCT_NAME} Chrome extension, this website and the related services. By
        installing the extension or creating an account you agree to them. If you do not agree, please do not use{' '}
        {PRODUCT_NAME}.
      </p>

      <h2>1. Who may use {PRODUCT_NAME}</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to use {PRODUCT_NAME}. If you are under 18, you may use it only
        with the permission of a parent or legal guardian who agrees to these terms on your behalf.
      </p>

      <h2>2. Your account</h2>
      <p>
        Keep your password confidential and tell us at once if you think someone else has used your account. You are
        responsible for activity on your account. We may suspend accounts used to break these terms or the law.
      </p>

      <h2>3. Plans and payment</h2>
      <ul>
        <li>
          The Basic plan is free. Premium is a paid subscription billed monthly or yearly in advance through Stripe.
        </li>
        <li>
          Subscriptions renew automatically until you cancel. You can cancel from your dashboard at any time; you keep
          Premium until the end of the period you have paid for, and we do not refund partial periods unless the law
          requires it.
        </li>
        <li>We may change prices with at least 30 days' notice; the new price applies from your next renewal.</li>
      </ul>

      <h2>4. Acceptable use</h2>
      <p>
        Do not use {PRODUCT_NAME} to break the law or anyone's rights, to overload or probe our systems, to resell the
        service, or to scrape content at scale. Respect YouTube's terms and the rights of the creators whose videos you
        summarize.
      </p>

      <h2>5. Summaries and content</h2>
      <p>
        Summaries are generated automatically by AI from video transcripts and may be incomplete or wrong. Check
        anything important against the video itself. You own the prompts you write; you are responsible for how you use
        the summaries. The videos and their transcripts remain the property of their owners.
      </p>

      <h2>6. Our service</h2>
      <p>
        {PRODUCT_NAME}, its software and its brand belong to us. We may change, suspend or discontinue features, and we
        will give reasonable notice of changes that materially reduce what a paid plan includes.
      </p>

      <h2>7. Disclaimers and limitation of liability</h2>
      <p>
        {PRODUCT_NAME} is provided "as is" without warranties of any kind, to the extent the law allows. To the extent
        the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is
        limited to the amount you paid us in the twelve months before the claim.
      </p>

      <h2>8. Ending these terms</h2>
      <p>
        You may stop using {PRODUCT_NAME} and delete your account at any time in Account settings. Deletion is immediate
        and cannot be undone: a paid subscription is cancelled at once, without a refund for the period already paid,
        and your saved summaries are deleted, so export them first if you want to keep them. We may end or suspend your
        access if you seriously or repeatedly break these terms.
      </p>

      <h2>9. Governing law</h2>
      <p>
        These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of
        laws rules. Any dispute will be heard in the state or federal courts located in Delaware, unless the law of your
        country gives you the right to bring it elsewhere.
      </p>

      <h2>10. Changes and contact</h2>
      <p>
        If we change these terms we will update the date above and tell you about significant changes in advance.
        Questions: {CONTACT}.
      </p>
    </LegalPage>
  );
}
