import type { LegalSection } from './legal-document';
import { Bullets, P, PageLink, SupportMail } from './legal-text';

/** Privacy Policy text. Photo handling mirrors ARCHITECTURE.md "Media" (re-encoded, EXIF stripped, blurred variant). */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    content: (
      <>
        <P>We only collect what we need to run a safe matrimony service:</P>
        <Bullets
          items={[
            'Account details: your name, email address, password (stored only as a secure hash) and phone number if you add one.',
            'Profile details you choose to share: age, gender, city, profession, education, faith practice, family background and partner preferences.',
            'Photos you upload and, if you verify your identity, a copy of your government ID.',
            'Activity on Mithaq: interests sent and received, matches, messages, blocks, reports and support tickets.',
            'Payment records: the plan, amount, date and transaction reference. Card and bank details are handled by our payment provider, not by us.',
            'Basic technical data such as sign-in times and device type, used to keep accounts secure.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    content: (
      <Bullets
        items={[
          'To show your profile to other members and suggest suitable matches.',
          'To verify members and moderate profiles, photos and reports.',
          'To deliver messages, notifications and support replies.',
          'To process payments and provide premium and concierge services.',
          'To prevent fraud, abuse and unsafe behaviour, and to meet our legal duties.',
        ]}
      />
    ),
  },
  {
    id: 'photos',
    title: 'Photo privacy',
    content: (
      <>
        <P>
          Every photo is reviewed by a moderator before other members can see it, and we can reject photos that do not
          meet our guidelines. When you upload a photo we create a fresh copy and remove hidden data such as the camera
          location.
        </P>
        <P>
          Sisters can choose to blur their profile photo. When blur is on, members you have not matched with receive
          only a blurred version from our servers; the clear photo is never sent to their device. Your matches see your
          photo clearly. You can change this setting at any time from your profile.
        </P>
      </>
    ),
  },
  {
    id: 'contact-details',
    title: 'Who sees your contact details',
    content: (
      <P>
        Nobody sees your email address or phone number without your consent. They never appear on your profile, and
        members talk through Mithaq messaging until both of you decide to share details. Our staff can see them only
        when needed to help you, verify your account or keep members safe.
      </P>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    content: (
      <>
        <P>We never sell your personal data. We share it only with:</P>
        <Bullets
          items={[
            'service providers who help us run Mithaq, such as hosting, email, SMS and payment processing, under contracts that protect your data;',
            'authorities, when the law requires it or to protect someone from serious harm.',
          ]}
        />
        <P>Government ID documents are visible only to you and to the staff who review them.</P>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    content: (
      <>
        <P>
          We keep your data while your account is open. If you deactivate your account your profile is hidden at once
          and can be restored if you return. If you ask us to delete your account, we delete or anonymise your profile,
          photos, ID documents and messages within 30 days.
        </P>
        <P>
          We keep payment records and records of serious safety reports for as long as the law requires or as needed to
          protect other members.
        </P>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <P>
        Passwords are stored using a strong one-way hash, connections are encrypted, and signing out, changing your
        password or deactivating your account ends your sessions on every device. Access to member data by our team is
        limited and logged.
      </P>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <P>Depending on where you live, you can:</P>
        <Bullets
          items={[
            'see the personal data we hold about you and get a copy of it;',
            'correct details that are wrong or out of date;',
            'ask us to delete your account and data;',
            'withdraw consent, for example to photo sharing, at any time;',
            'complain to your local data protection authority.',
          ]}
        />
        <P>
          To use any of these rights, write to <SupportMail />. We reply within one business day and complete most
          requests within 30 days.
        </P>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Members under 18',
    content: (
      <P>
        Mithaq is only for adults aged 18 or older (see our <PageLink to="/terms">Terms</PageLink>). We close any
        account that we learn belongs to someone younger and delete its data.
      </P>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    content: (
      <P>
        For any privacy question, contact <SupportMail /> or visit our <PageLink to="/contact">Contact</PageLink> page.
      </P>
    ),
  },
];
