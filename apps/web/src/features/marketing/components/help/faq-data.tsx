import { Anchor, List, Text } from '@mantine/core';
import { formatPrice, PLANS } from '@mithaq/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../constants';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  id: string;
  title: string;
  items: FaqItem[];
}

const To = ({ to, children }: { to: string; children: ReactNode }) => (
  <Anchor component={Link} to={to} fw={600} fz="inherit">
    {children}
  </Anchor>
);

const quota = (n: number | null) => (n === null ? 'unlimited' : String(n));

/** Spec section 9 quotas, read from the shared plan list so the page never drifts from the rules. */
function QuotaList() {
  return (
    <List spacing={4} mt="xs">
      {PLANS.map((p) => (
        <List.Item key={p.id}>
          <strong>{p.name}</strong>
          {p.price === null ? '' : ` (${formatPrice(p)})`}:{' '}
          {p.interestsPerDay === null
            ? 'unlimited interest requests'
            : `${quota(p.interestsPerDay)} interest requests per day, ${quota(p.interestsPerMonth)} per month`}
        </List.Item>
      ))}
    </List>
  );
}

export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        question: 'Who can join Mithaq?',
        answer: 'Any Muslim aged 18 or older who is free and able to enter a nikah. Registration is free.',
      },
      {
        question: 'How do I create my profile?',
        answer: (
          <Text>
            Choose <To to="/register">Register Free</To> and give your name, email, password, age, gender, city,
            profession and sect. After signing in you can add religious, family, education and partner preference
            details at any time. Complete profiles receive far more interest.
          </Text>
        ),
      },
      {
        question: 'Can a parent or guardian register for me?',
        answer:
          'Yes, as long as you know about the profile and agree to it. The details must describe you, and you remain responsible for the account.',
      },
    ],
  },
  {
    id: 'profile-photos',
    title: 'Profile, photos and privacy blur',
    items: [
      {
        question: 'How do I edit my profile?',
        answer:
          'Open View Profile from the profile menu. Each section (personal, religious, community, education and profession, family, partner preferences) has its own pencil icon, so you can edit and save one part at a time.',
      },
      {
        question: 'Why is my photo not visible yet?',
        answer:
          'Every photo is checked by a moderator before other members can see it. This usually happens quickly; if your photo is rejected you can upload a different one.',
      },
      {
        question: 'How does the photo blur work?',
        answer:
          'Sisters can switch on photo blur from their own profile. While it is on, members you have not matched with receive only a blurred copy of the photo from our servers, so the clear photo never reaches their device. Your matches see it clearly. You can turn blur off whenever you are ready.',
      },
    ],
  },
  {
    id: 'interests',
    title: 'Interests, matches and limits',
    items: [
      {
        question: 'How do interests and matches work?',
        answer:
          'Send an interest from any profile card. The member can accept or decline it from their Interests tab. When they accept, you become a match and appear in each other\u2019s Matches list.',
      },
      {
        question: 'How many interests can I send?',
        answer: (
          <>
            <Text>Limits depend on your plan:</Text>
            <QuotaList />
          </>
        ),
      },
      {
        question: 'What happens if someone declines?',
        answer:
          'The interest is closed and the member will not be asked again. Please respect their choice and do not try to reach them another way.',
      },
    ],
  },
  {
    id: 'messaging',
    title: 'Messaging',
    items: [
      {
        question: 'Who can send and read messages?',
        answer: (
          <Text>
            Messaging is a premium feature. Free members can see that a conversation exists, but reading and replying to
            messages needs a <To to="/premium">premium plan</To>.
          </Text>
        ),
      },
      {
        question: 'Can I block someone?',
        answer:
          'Yes. Open the conversation and choose Block user. They can no longer message you. You can unblock them later from the same place.',
      },
    ],
  },
  {
    id: 'verification',
    title: 'Verification',
    items: [
      {
        question: 'How do I verify my email and phone?',
        answer:
          'Go to Verification in the profile menu. Save your email or phone number, choose Send OTP and enter the 6-digit code we send you. Phone numbers need the international format with a country code, for example +91 or +971.',
      },
      {
        question: 'How does ID verification work?',
        answer:
          'Upload a photo or PDF of your Aadhar or PAN card from the Verification page. Our team reviews it by hand and your status changes to verified or, if something is unclear, rejected with a chance to upload again. Your document is seen only by you and the reviewing staff.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and refunds',
    items: [
      {
        question: 'What plans are there and what do they cost?',
        answer: (
          <Text>
            There is an Always Free plan and three premium plans: Silver, Gold and Platinum. Prices are in Indian
            rupees. See the full comparison on the <To to="/premium">Premium</To> page.
          </Text>
        ),
      },
      {
        question: 'My payment failed. Was I charged?',
        answer: (
          <Text>
            If a payment fails you are not upgraded. If money left your account, it is usually returned by your bank
            automatically. Write to us with the transaction ID shown on the Premium page and we will check.
          </Text>
        ),
      },
      {
        question: 'Can I get a refund?',
        answer: (
          <Text>
            Yes, if you ask within 7 days of purchase, have not used premium extensively and no concierge introductions
            have started. We reply within 3 business days. Read the <To to="/refund">Refund Policy</To>.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety and reporting',
    items: [
      {
        question: 'How can I stay safe?',
        answer: (
          <List spacing={4}>
            <List.Item>Keep conversations on Mithaq until you trust the person.</List.Item>
            <List.Item>Never send money or share bank details, however convincing the reason.</List.Item>
            <List.Item>Involve your family or wali, and meet for the first time in a public place.</List.Item>
            <List.Item>Check the verification badges on a profile before sharing personal details.</List.Item>
          </List>
        ),
      },
      {
        question: 'How do I report a member?',
        answer: (
          <Text>
            Open a ticket in the <To to="/support">Support Center</To> with the member&rsquo;s name and city, or email{' '}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} fz="inherit">
              {SUPPORT_EMAIL}
            </Anchor>
            . Reports are confidential and safety reports are handled first. If you are in danger, contact your local
            police.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and deactivation',
    items: [
      {
        question: 'How do I deactivate my account?',
        answer: (
          <Text>
            Ask our team from the <To to="/support">Support Center</To> or through the <To to="/contact">Contact</To>{' '}
            page. Deactivation hides your profile straight away; you can ask us to restore it later.
          </Text>
        ),
      },
      {
        question: 'Can I delete my account and data?',
        answer: (
          <Text>
            Yes. Tell our support team, and we delete or anonymise your profile, photos, documents and messages as
            described in the <To to="/privacy">Privacy Policy</To>.
          </Text>
        ),
      },
    ],
  },
];
