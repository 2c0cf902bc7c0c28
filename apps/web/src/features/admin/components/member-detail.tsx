import { Badge, Drawer, Stack, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@mithaq/contracts/admin';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAdminMember } from '../api/member';
import classes from './console.module.css';
import { AccountActions } from './member-detail/account-actions';
import { ProfileSections } from './member-detail/profile-sections';
import { VerificationSection } from './member-detail/verification-section';
import { MemberGuardians } from './member-guardians';
import { PasswordResetAction } from './password-reset-action';

/** Spec section 2 "Profile detail": six sections and Activate / Deactivate / Delete by state. */
export function MemberDetail({ userId, onClose }: { userId: string | null; onClose: () => void }) {
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
              <ProfileSections profile={d.profile} />
              <VerificationSection profile={d.profile} govtId={d.govtId} />
              <MemberGuardians guardians={d.guardians} />
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
