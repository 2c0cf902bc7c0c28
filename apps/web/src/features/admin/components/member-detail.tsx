import { Badge, Button, Drawer, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES, formatAgeRange, type Member, partnerAgeRange } from '@mithaq/contracts';
import { type ReactNode, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAdminMember, useSetAccountStatus } from '../api/admin-api';
import { availableActions } from '../lib/admin-format';
import { PasswordResetAction } from './password-reset-action';

const yesNo = (v: boolean | null) => (v === null ? 'Not specified' : v ? 'Yes' : 'No');

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
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
            {value || '—'}
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The partner age range, else the older free text it could not be read from, marked as such. */
function partnerAge(partner: Member['partner']): string | null {
  const range = partnerAgeRange(partner);
  if (range) return formatAgeRange(range);
  return partner.ageNote ? `"${partner.ageNote}" (free text from before the range)` : null;
}

const ACTION_LABEL = { active: 'Activate', deactivated: 'Deactivate', deleted: 'Delete' } as const;

function sections(p: Member): { title: string; rows: [string, ReactNode][] }[] {
  return [
    {
      title: 'Member overview',
      rows: [
        ['Name', p.fullName],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Joined', formatDate(p.createdAt)],
        [
          'Plan',
          p.membershipTier === 'premium'
            ? `Premium${p.premiumUntil ? ` until ${formatDate(p.premiumUntil)}` : ''}`
            : 'Free',
        ],
        ['Account', p.accountStatus],
      ],
    },
    {
      title: 'Personal details',
      rows: [
        ['Age', String(p.age)],
        ['Gender', p.gender],
        ['City', p.city],
        ['Date of birth', p.dob],
        ['Marital status', p.maritalStatus],
        ['Height', p.height],
      ],
    },
    {
      title: 'Faith & lifestyle',
      rows: [
        ['Sect', p.sect],
        ['Madhab', p.madhab],
        ['Prays', yesNo(p.prays)],
        ['Fasts', yesNo(p.fasts)],
        ['Reads Quran', yesNo(p.readsQuran)],
        ['Commitment', p.religiousCommitment],
      ],
    },
    {
      title: 'Education & profession',
      rows: [
        ['Education', p.education],
        ['Field', p.field],
        ['Profession', p.profession],
        ['Employer', p.employer],
      ],
    },
    {
      title: 'Community & family',
      rows: [
        ['Community', p.caste],
        ['Language', p.language],
        ['Region', p.region],
        ['Family type', p.familyType],
        ['Father', [p.fatherName, p.fatherProfession].filter(Boolean).join(', ')],
        ['Mother', [p.motherName, p.motherProfession].filter(Boolean).join(', ')],
      ],
    },
    {
      title: 'Partner preferences',
      rows: [
        ['Age', partnerAge(p.partner)],
        ['Height', p.partner.height],
        ['Education', p.partner.education],
        ['Profession', p.partner.profession],
        ['Commitment', p.partner.religiousCommitment],
        ['Sect', p.partner.sect],
        ['Region', p.partner.region],
        ['Family background', p.partner.familyBackground],
      ],
    },
  ];
}

/** Spec section 2 "Profile detail": six sections and Activate / Deactivate / Delete by state. */
export function MemberDetail({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminMember(userId);
  const setStatus = useSetAccountStatus();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const d = detail.data;
  return (
    <Drawer
      opened={Boolean(userId)}
      onClose={onClose}
      position="right"
      size="lg"
      title="Member"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending ? (
        <LoadingState label="Loading profile..." />
      ) : detail.isError ? (
        <ListError
          message={errorMessage(detail.error, ADMIN_MESSAGES.loadProfileFailed)}
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
                {ACTION_LABEL[status]}
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
                  Verification
                </Title>
                <Text fz="sm">
                  Email {d.profile.emailVerified ? 'verified' : 'not verified'} · Phone{' '}
                  {d.profile.phoneVerified ? 'verified' : 'not verified'}
                </Text>
                <Text fz="sm">
                  ID:{' '}
                  {d.govtId
                    ? `${d.govtId.idType}, ${d.govtId.status}${d.govtId.notes ? ` (${d.govtId.notes})` : ''}`
                    : 'not submitted'}
                </Text>
                <Group gap="sm" align="center">
                  {d.profile.photoUrl ? (
                    <Image src={d.profile.photoUrl} alt="Member photo" w={96} h={96} radius="md" fit="cover" />
                  ) : null}
                  <Text fz="sm">
                    Photo: {d.profile.photoStatus ?? 'none'}
                    {d.profile.photoReviewNotes ? ` (${d.profile.photoReviewNotes})` : ''}
                  </Text>
                </Group>
              </Stack>
            </>
          ) : (
            <Stack gap={4}>
              <Badge color="gray.7" variant="outline">
                deleted
              </Badge>
              <Text fz="sm">
                This account was erased{d.deletedAt ? ` on ${formatDate(d.deletedAt)}` : ''}. Only its id remains.
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
        title="Delete this account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Deleting erases the member's personal details, photos, ID document, the messages they sent and their
            tickets, at once. It cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={setStatus.isPending}
              onClick={() =>
                d &&
                setStatus.mutate({ userId: d.userId, status: 'deleted' }, { onSettled: () => setConfirmDelete(false) })
              }
            >
              Delete permanently
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
