import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { type AdminMemberDetail, RESTRICTED } from '@mithaq/contracts/admin';
import type { Member } from '@mithaq/contracts/profile';
import { TrustShield } from '../../../../components/trust-shield';
import { useT } from '../../../../i18n/use-t';

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

/** Trust checks, email and phone, the government ID and the photo, with their review states. */
export function VerificationSection({ profile, govtId }: { profile: Member; govtId: AdminMemberDetail['govtId'] }) {
  const t = useT();
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md" c="emerald.9">
        {t('admin.member.verification')}
      </Title>
      <Group>
        <TrustShield trust={profile.trust} name={profile.fullName} />
      </Group>
      <Text fz="sm">
        {t(profile.emailVerified ? 'admin.member.emailVerified' : 'admin.member.emailNotVerified')} ·{' '}
        {t(profile.phoneVerified ? 'admin.member.phoneVerified' : 'admin.member.phoneNotVerified')}
      </Text>
      <IdLine govtId={govtId} />
      <Group gap="sm" align="center">
        {profile.photoUrl ? (
          <Image src={profile.photoUrl} alt={t('admin.member.photoAlt')} w={96} h={96} radius="md" fit="cover" />
        ) : null}
        <Text fz="sm">
          {t('admin.member.photoLine', {
            status: profile.photoStatus ? t(`admin.reviewStatus.${profile.photoStatus}`) : t('admin.member.photoNone'),
          })}
          {profile.photoReviewNotes ? (
            <>
              {' '}
              (<bdi>{profile.photoReviewNotes}</bdi>)
            </>
          ) : null}
        </Text>
      </Group>
    </Stack>
  );
}
