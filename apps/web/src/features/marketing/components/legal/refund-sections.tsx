import { REFUND_MAX_MESSAGES_SENT } from '@mithaq/contracts';
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
            `premium features have not been used extensively: you have sent no more than ${REFUND_MAX_MESSAGES_SENT} messages since the purchase;`,
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
          Signed in, open <PageLink to="/premium">Premium</PageLink>: each payment in your history has a Request a
          refund button while it qualifies. It opens a ticket in the Support Center with the payment attached, where our
          team answers. You can also write to <SupportMail /> from the email address on your account with the plan, the
          date of purchase, the transaction ID from your receipt and a short note on why you are asking.
        </P>
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
        Plans do not renew automatically: each purchase is a one-time payment, so there is nothing to cancel. When a
        Silver or Gold plan ends your account returns to the free plan, and you can buy again whenever you like.
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
