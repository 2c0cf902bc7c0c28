import type { LegalSection } from './legal-document';
import { Bullets, P, PageLink, SupportMail } from './legal-text';

/** Refund Policy text (spec section 1, "Refund policy"). */
export const REFUND_SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'When you can ask for a refund',
    content: (
      <>
        <P>You can request a refund of a premium plan when all of the following are true:</P>
        <Bullets
          items={[
            'you ask within 7 days of the purchase date;',
            'premium features have not been used extensively, for example only a few messages have been read or sent;',
            'no concierge introductions have been started for you.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'how',
    title: 'How to request a refund',
    content: (
      <>
        <P>
          Write to <SupportMail /> from the email address on your account, or open a ticket in the Support Center when
          signed in. Please include:
        </P>
        <Bullets
          items={[
            'the plan you bought and the date of purchase;',
            'the transaction ID shown on your payment confirmation;',
            'a short note on why you are asking for a refund.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'review',
    title: 'What happens next',
    content: (
      <P>
        Our team reviews each request and replies within 3 business days. If we need more information we will ask, and
        the time you take to answer is not counted.
      </P>
    ),
  },
  {
    id: 'amount',
    title: 'Full and pro-rated refunds',
    content: (
      <>
        <P>
          If premium features are essentially unused we refund the full amount. If you have used part of your plan we
          may offer a pro-rated refund for the unused time instead. We will always explain how the amount was worked
          out.
        </P>
        <P>
          Approved refunds are paid back to the original payment method. Your bank or card issuer may take a few more
          business days to show the money in your account.
        </P>
      </>
    ),
  },
  {
    id: 'exclusions',
    title: 'When refunds are not available',
    content: (
      <Bullets
        items={[
          'Requests made more than 7 days after purchase.',
          'Plans where premium features were used extensively or concierge introductions have started.',
          'Accounts closed for a serious breach of our Terms, such as fraud or harassment.',
        ]}
      />
    ),
  },
  {
    id: 'renewal',
    title: 'Auto-renewal',
    content: (
      <P>
        If your plan renews automatically you can cancel auto-renewal in your account settings at any time. Your plan
        stays active until the end of the period you have paid for, and you will not be charged again. If you were
        charged for a renewal you did not intend, contact us within 7 days of that charge.
      </P>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    content: (
      <P>
        Questions about a payment or a refund? Visit our <PageLink to="/contact">Contact</PageLink> page or read the
        payment answers in our <PageLink to="/help">Help Center</PageLink>.
      </P>
    ),
  },
];
