import type { LegalSection } from './legal-document';
import { Bullets, P, PageLink, SupportMail } from './legal-text';

/** Terms of Service text. Eligibility follows spec section 1: 18 or older and able to enter a nikah. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'About these terms',
    content: (
      <>
        <P>
          These terms are an agreement between you and Mithaq. They apply whenever you visit the site, create an account
          or use any member feature. By registering you confirm that you have read and accept them, together with our{' '}
          <PageLink to="/privacy">Privacy Policy</PageLink> and <PageLink to="/refund">Refund Policy</PageLink>.
        </P>
        <P>Mithaq exists to help Muslims find a spouse for marriage. It is not a dating or casual social service.</P>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <P>To become a member you must:</P>
        <Bullets
          items={[
            'be at least 18 years old;',
            'be legally free and able to enter a nikah (Islamic marriage) under the laws that apply to you;',
            'be seeking marriage for yourself, or be a parent or guardian registering with the full knowledge and consent of the person the profile describes;',
            'not have been removed from Mithaq before, unless our team has agreed in writing that you may return.',
          ]}
        />
        <P>We may ask for proof of age or identity at any time and may close accounts that do not meet these rules.</P>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    content: (
      <>
        <P>
          You are responsible for the information in your profile and for everything done with your account. Keep your
          password private and tell us straight away if you think someone else has used it.
        </P>
        <Bullets
          items={[
            'Give accurate details about yourself, including your marital status, faith and family background.',
            'Use only recent photos of yourself. Photos are checked by our moderators before other members see them.',
            'Keep one account per person. Duplicate or shared accounts may be merged or closed.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct',
    content: (
      <>
        <P>
          Treat every member with the respect and modesty you would expect for yourself and your family. You must not:
        </P>
        <Bullets
          items={[
            'harass, threaten, insult or pressure another member, or keep contacting someone who has declined or blocked you;',
            'ask members for money, gifts or financial details, or promote any business, service or cause;',
            'share content that is sexual, hateful, violent or otherwise inappropriate;',
            "share another member's photos, messages or contact details outside Mithaq;",
            'impersonate anyone, use false documents, or try to get around our verification and privacy controls.',
          ]}
        />
        <P>
          Please report any member who breaks these rules from their profile or through the Support Center. Reports are
          confidential.
        </P>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and verification',
    content: (
      <P>
        How we handle your information, photos and identity documents is explained in our{' '}
        <PageLink to="/privacy">Privacy Policy</PageLink>. Verification badges mean we have checked the item shown
        (email, phone or government ID); they are not a guarantee about a person's character or intentions. Always take
        the usual care, involve your family or a wali, and meet in public places.
      </P>
    ),
  },
  {
    id: 'payments',
    title: 'Premium plans and payments',
    content: (
      <>
        <P>
          Premium plans unlock features such as reading and sending messages and higher interest limits. Prices are
          shown in Indian rupees (INR) on the <PageLink to="/premium">Premium</PageLink> page before you pay, and are
          charged through our payment provider. We never see or store your full card details.
        </P>
        <P>
          Plans with a fixed term end at the close of that term; nothing renews automatically, so there is no renewal to
          cancel. Buying again while a plan is active adds the new term after the current one. Refunds are handled under
          our <PageLink to="/refund">Refund Policy</PageLink>.
        </P>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <>
        <P>
          You may ask our support team to deactivate your account at any time. We may suspend, deactivate or delete an
          account, and remove any content, if we reasonably believe these terms have been broken or a member's safety is
          at risk.
        </P>
        <P>
          If we close your account for a serious breach, such as fraud or harassment, unused premium time is not
          refunded. Otherwise any refund follows our Refund Policy.
        </P>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <P>
        We work hard to keep Mithaq safe and available, but we cannot promise that you will find a spouse, that the
        service will never be interrupted, or that every member will behave well. To the extent the law allows, our
        total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in
        these terms limits rights you have under consumer protection law.
      </P>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <P>
        We may update these terms as the service grows. When a change matters, we will tell you by email or in the app
        before it takes effect. The date at the top of this page shows the latest version.
      </P>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <P>
        These terms are governed by the laws of India. Any dispute will be heard by the competent courts in India,
        though you may also have the right to bring a claim in the country where you live. We always prefer to resolve
        concerns informally first, so please contact us before taking any formal step.
      </P>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <P>
        Questions about these terms? Write to <SupportMail /> or visit our <PageLink to="/contact">Contact</PageLink>{' '}
        page.
      </P>
    ),
  },
];
