import { Badge, Drawer, Stack, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@mithaq/contracts/admin';
import { lazy, Suspense } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { withCatalogs } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAdminMember } from '../api/member';
import classes from './console.module.css';
import { AccountActions } from './member-detail/account-actions';
import { MemberOverview } from './member-detail/member-overview';
import { VerificationSection } from './member-detail/verification-section';
import { MemberGuardians } from './member-guardians';
import { MemberLinkedAccounts } from './member-linked-accounts';
import { PasswordResetAction } from './password-reset-action';

// The profile's sections name most fields as the member's own profile does, from the `profile`
// catalog the console's page does not load: it comes with them on the first member opened
// (docs/decisions/0062-staff-see-the-profile-sections-members-see.md).
const ProfileSections = lazy(() =>
  withCatalogs(() => import('./member-detail/profile-sections'), ['profile']).then((m) => ({
    default: m.ProfileSections,
  })),
);

/**
 * Spec section 2 "Profile detail": the overview, the profile's sections and verification, with
 * Activate / Deactivate / Delete by state, and the accounts linked to this one (`onOpen` shows one).
 */
export function MemberDetail({
  userId,
  onClose,
  onOpen,
}: {
  userId: string | null;
  onClose: () => void;
  onOpen: (userId: string) => void;
}) {
  const t = useT();
  const detail = useAdminMember(userId);
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
          <AccountActions detail={d} />
          {d.profile ? (
            <>
              {d.accountStatus === 'active' && (
                <PasswordResetAction key={d.userId} userId={d.userId} email={d.profile.email} />
              )}
              <MemberOverview profile={d.profile} />
              <Suspense fallback={<LoadingState py={16} label={t('admin.member.loading')} />}>
                <ProfileSections profile={d.profile} />
              </Suspense>
              <VerificationSection profile={d.profile} govtId={d.govtId} />
              <MemberGuardians guardians={d.guardians} />
              <MemberLinkedAccounts accounts={d.linkedAccounts} onOpen={onOpen} />
            </>
          ) : (
            <ErasedMember detail={d} />
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** What is left of an erased account: its state, when, and its id for the records. */
function ErasedMember({ detail }: { detail: AdminMemberDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Badge color="gray.7" variant="outline">
        {t('admin.accountStatus.deleted')}
      </Badge>
      <Text fz="sm">
        {detail.deletedAt
          ? t('admin.member.erasedOn', { date: format.date(detail.deletedAt) })
          : t('admin.member.erased')}
      </Text>
      <Text fz="xs" c="gray.7" ff="monospace">
        {detail.userId}
      </Text>
    </Stack>
  );
}
