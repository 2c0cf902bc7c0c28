import { Badge, Button, Drawer, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminMemberDetail, RESTRICTED } from '@mithaq/contracts/admin';
import type { Member } from '@mithaq/contracts/profile';
import { formatAgeRange, partnerAgeRange } from '@mithaq/contracts/profile-rules';
import { type ReactNode, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { TrustShield } from '../../../components/trust-shield';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAdminMember, useSetAccountStatus } from '../api/member';
import { availableActions } from '../lib/admin-format';
import { useOptionText } from '../lib/option-text';
import classes from './console.module.css';
import { MemberGuardians } from './member-guardians';
import { PasswordResetAction } from './password-reset-action';

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

/** The ID's type, status and notes; for a member who asked for women reviewers, only they see it. */
function IdLine({ govtId }: { govtId: AdminMemberDetail['govtId'] }) {
  const t = useT();
  if (govtId === RESTRICTED) return <Text fz="sm">{t('admin.member.idRestricted')}</Text>;
  return (
    <Text fz="sm">
      {govtId
        ? t('admin.member.idLine', {
            type: t(`options.govtIdType.${govtId.idType}`),
            status: t(`admin.reviewStatus.${govtId.status}`),
          })
        : t('admin.member.idNotSubmitted')}
      {govtId?.notes ? (
        <>
          {' '}
          (<bdi>{govtId.notes}</bdi>)
        </>
      ) : null}
    </Text>
  );
}

const ACTION_KEY = {
  active: 'admin.member.activate',
  deactivated: 'admin.member.deactivate',
  deleted: 'admin.member.delete',
} as const;

/** Spec section 2 "Profile detail": six sections and Activate / Deactivate / Delete by state. */
export function MemberDetail({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const sections = useSections();
  const detail = useAdminMember(userId);
  const setStatus = useSetAccountStatus();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const d = detail.data;
  return (
    <Drawer
      opened={Boolean(userId)}
      onClose={onClose}
      // Mantine reads 'right' as the end of the reading direction: the left side in Urdu and Arabic.
      position="right"
      className={classes.console}
      size="lg"
      title={t('admin.member.title')}
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      {detail.isPending ? (
        <LoadingState label={t('admin.member.loading')} />
      ) : detail.isError ? (
        <ListError
          message={errorMessage(detail.error, t('admin.errors.loadProfile'))}
          onRetry={() => void detail.refetch()}
        />
      ) : d ? (
        <Stack gap="lg">
          <Group gap="sm" wrap="wrap">
            {availableActions(d.accountStatus).map((status) => (
              <Button
                key={status}
                color={status === 'deleted' ? 'red.9' : status === 'active' ? 'emerald.8' : 'gold.8'}
                variant={status === 'deleted' ? 'outline' : 'filled'}
                loading={setStatus.isPending && setStatus.variables?.status === status}
                onClick={() =>
                  status === 'deleted' ? setConfirmDelete(true) : setStatus.mutate({ userId: d.userId, status })
                }
              >
                {t(ACTION_KEY[status])}
              </Button>
            ))}
          </Group>
          {d.profile ? (
            <>
              {d.accountStatus === 'active' && (
                <PasswordResetAction key={d.userId} userId={d.userId} email={d.profile.email} />
              )}
              {sections(d.profile).map((s) => (
                <Section key={s.title} {...s} />
              ))}
              <Stack gap={6} component="section">
                <Title order={3} fz="md" c="emerald.9">
                  {t('admin.member.verification')}
                </Title>
                <Group>
                  <TrustShield trust={d.profile.trust} name={d.profile.fullName} />
                </Group>
                <Text fz="sm">
                  {t(d.profile.emailVerified ? 'admin.member.emailVerified' : 'admin.member.emailNotVerified')} ·{' '}
                  {t(d.profile.phoneVerified ? 'admin.member.phoneVerified' : 'admin.member.phoneNotVerified')}
                </Text>
                <IdLine govtId={d.govtId} />
                <Group gap="sm" align="center">
                  {d.profile.photoUrl ? (
                    <Image
                      src={d.profile.photoUrl}
                      alt={t('admin.member.photoAlt')}
                      w={96}
                      h={96}
                      radius="md"
                      fit="cover"
                    />
                  ) : null}
                  <Text fz="sm">
                    {t('admin.member.photoLine', {
                      status: d.profile.photoStatus
                        ? t(`admin.reviewStatus.${d.profile.photoStatus}`)
                        : t('admin.member.photoNone'),
                    })}
                    {d.profile.photoReviewNotes ? (
                      <>
                        {' '}
                        (<bdi>{d.profile.photoReviewNotes}</bdi>)
                      </>
                    ) : null}
                  </Text>
                </Group>
              </Stack>
              <MemberGuardians guardians={d.guardians} />
            </>
          ) : (
            <Stack gap={4}>
              <Badge color="gray.7" variant="outline">
                {t('admin.accountStatus.deleted')}
              </Badge>
              <Text fz="sm">
                {d.deletedAt
                  ? t('admin.member.erasedOn', { date: format.date(d.deletedAt) })
                  : t('admin.member.erased')}
              </Text>
              <Text fz="xs" c="gray.7" ff="monospace">
                {d.userId}
              </Text>
            </Stack>
          )}
        </Stack>
      ) : null}
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('admin.member.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        <Stack gap="md">
          <Text>{t('admin.member.deleteBody')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setConfirmDelete(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={setStatus.isPending}
              onClick={() =>
                d &&
                setStatus.mutate({ userId: d.userId, status: 'deleted' }, { onSettled: () => setConfirmDelete(false) })
              }
            >
              {t('admin.member.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
