import { Button, Text } from '@mantine/core';
import type { PhotoAccessOverview } from '@mithaq/contracts/photo-access';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useDecidePhotoRequest } from '../../api/decide-photo-request';
import { ListSection, MemberRow } from './member-row';

/** Requests to see her photos, each with Share and Decline (a decline is not told to the asker). */
export function ReceivedRequests({ received }: { received: PhotoAccessOverview['received'] }) {
  const t = useT();
  const format = useFormat();
  const decide = useDecidePhotoRequest();
  const busy = (requestId: string, decision: 'grant' | 'decline') =>
    decide.isPending && decide.variables?.requestId === requestId && decide.variables.decision === decision;
  return (
    <ListSection
      id="photo-requests-title"
      title={t('settings.photoPrivacy.received.title')}
      empty={received.length === 0 ? t('settings.photoPrivacy.received.empty') : null}
    >
      {received.map((r) => (
        <MemberRow
          key={r.requestId}
          member={r.member}
          detail={t('settings.photoPrivacy.received.asked', { date: format.date(r.askedAt) })}
          actions={
            <>
              <Button
                size="xs"
                loading={busy(r.requestId, 'grant')}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ requestId: r.requestId, decision: 'grant' })}
                aria-label={t('settings.photoPrivacy.received.grantNamed', { name: r.member.fullName })}
              >
                {t('settings.photoPrivacy.received.grant')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="gray.8"
                loading={busy(r.requestId, 'decline')}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ requestId: r.requestId, decision: 'decline' })}
                aria-label={t('settings.photoPrivacy.received.declineNamed', { name: r.member.fullName })}
              >
                {t('settings.photoPrivacy.received.decline')}
              </Button>
            </>
          }
        />
      ))}
      {decide.isError ? (
        <Text role="alert" fz="sm" c="red.9">
          {errorMessage(decide.error, t('settings.photoPrivacy.received.failed'))}
        </Text>
      ) : null}
    </ListSection>
  );
}

const SENT_TONE = { pending: 'gray.8', granted: 'emerald.8', ended: 'gray.8' } as const;

/** Requests she (or he) sent, as the asker may know them: a decline reads as still waiting. */
export function SentRequests({ sent }: { sent: PhotoAccessOverview['sent'] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ListSection
      id="photo-sent-title"
      title={t('settings.photoPrivacy.sent.title')}
      empty={sent.length === 0 ? t('settings.photoPrivacy.sent.empty') : null}
    >
      {sent.map((r) => (
        <MemberRow
          key={r.requestId}
          member={r.member}
          detail={
            <>
              <Text span fz="sm" fw={600} c={SENT_TONE[r.state]}>
                {t(`settings.photoPrivacy.sent.state.${r.state}`)}
              </Text>
              {' · '}
              {t('settings.photoPrivacy.sent.asked', { date: format.date(r.askedAt) })}
            </>
          }
        />
      ))}
    </ListSection>
  );
}
