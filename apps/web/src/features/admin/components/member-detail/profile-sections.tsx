import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Member } from '@mithaq/contracts/profile';
import { formatAgeRange, partnerAgeRange } from '@mithaq/contracts/profile-rules';
import type { ReactNode } from 'react';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { useOptionText } from '../../lib/option-text';

type Row = [label: string, value: ReactNode];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md" c="emerald.9">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={4}>
        {rows.map(([label, value]) => (
          <Text key={label} fz="sm">
            <Text span c="gray.7">
              {label}:{' '}
            </Text>
            {/* What the member wrote keeps its own direction inside the label's sentence. */}
            <bdi>{value || '—'}</bdi>
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The six sections of a member's profile, labelled and with option values read in the staff member's language. */
function useSections() {
  const t = useT();
  const format = useFormat();
  const option = useOptionText();
  const yesNo = (v: boolean | null) =>
    v === null ? t('admin.member.notSpecified') : v ? t('admin.member.yes') : t('admin.member.no');
  /** The partner age range, else the older free text it could not be read from, marked as such. */
  const partnerAge = (partner: Member['partner']): string | null => {
    const range = partnerAgeRange(partner);
    if (range) return formatAgeRange(range);
    return partner.ageNote ? t('admin.member.ageNote', { note: partner.ageNote }) : null;
  };
  const plan = (p: Member) => {
    if (p.membershipTier !== 'premium') return t('admin.member.planFree');
    return p.premiumUntil
      ? t('admin.member.planPremiumUntil', { date: format.date(p.premiumUntil) })
      : t('admin.member.planPremium');
  };
  const parent = (name: string | null, profession: string | null) =>
    [name, option('profession', profession)].filter(Boolean).join(', ');
  return (p: Member): { title: string; rows: Row[] }[] => [
    {
      title: t('admin.member.overview'),
      rows: [
        [t('admin.member.name'), p.fullName],
        [t('admin.member.email'), p.email],
        [
          t('admin.member.phone'),
          p.phone ? (
            <span key="phone" dir="ltr">
              {p.phone}
            </span>
          ) : null,
        ],
        [t('admin.member.joined'), format.date(p.createdAt)],
        [t('admin.member.plan'), plan(p)],
        [t('admin.member.account'), t(`admin.accountStatus.${p.accountStatus}`)],
      ],
    },
    {
      title: t('admin.member.personal'),
      rows: [
        [t('admin.member.age'), String(p.age)],
        [t('admin.member.gender'), option('gender', p.gender)],
        [t('admin.member.city'), p.city],
        [t('admin.member.dob'), p.dob ? format.calendarDate(p.dob) : null],
        [t('admin.member.maritalStatus'), option('maritalStatus', p.maritalStatus)],
        [t('admin.member.height'), p.height],
      ],
    },
    {
      title: t('admin.member.faith'),
      rows: [
        [t('admin.member.sect'), option('sect', p.sect)],
        [t('admin.member.madhab'), option('madhab', p.madhab)],
        [t('admin.member.prays'), yesNo(p.prays)],
        [t('admin.member.fasts'), yesNo(p.fasts)],
        [t('admin.member.readsQuran'), yesNo(p.readsQuran)],
        [t('admin.member.commitment'), option('religiousCommitment', p.religiousCommitment)],
      ],
    },
    {
      title: t('admin.member.career'),
      rows: [
        [t('admin.member.education'), option('education', p.education)],
        [t('admin.member.field'), option('fieldOfStudy', p.field)],
        [t('admin.member.profession'), option('profession', p.profession)],
        [t('admin.member.employer'), p.employer],
      ],
    },
    {
      title: t('admin.member.family'),
      rows: [
        [t('admin.member.community'), option('caste', p.caste)],
        [t('admin.member.language'), option('language', p.language)],
        [t('admin.member.region'), option('region', p.region)],
        [t('admin.member.familyType'), option('familyType', p.familyType)],
        [t('admin.member.father'), parent(p.fatherName, p.fatherProfession)],
        [t('admin.member.mother'), parent(p.motherName, p.motherProfession)],
      ],
    },
    {
      // Partner preferences are the member's own words (free text), shown as written.
      title: t('admin.member.partner'),
      rows: [
        [t('admin.member.age'), partnerAge(p.partner)],
        [t('admin.member.height'), p.partner.height],
        [t('admin.member.education'), p.partner.education],
        [t('admin.member.profession'), p.partner.profession],
        [t('admin.member.commitment'), p.partner.religiousCommitment],
        [t('admin.member.sect'), p.partner.sect],
        [t('admin.member.region'), p.partner.region],
        [t('admin.member.familyBackground'), p.partner.familyBackground],
      ],
    },
  ];
}

/** A member's profile as staff read it: an overview, then the sections of the profile. */
export function ProfileSections({ profile }: { profile: Member }) {
  const sections = useSections();
  return sections(profile).map((s) => <Section key={s.title} {...s} />);
}
