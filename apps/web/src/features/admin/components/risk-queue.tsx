import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  COMBINED_OPENER_COPIES,
  OPENER_COPIES,
  OPENER_WINDOW_HOURS,
  RISK_PATTERN_MEMBERS,
  RISK_PATTERN_WINDOW_DAYS,
  RISK_QUEUE_VIEWS,
  RISK_REPORTERS,
  type RiskQueueItem,
} from '@mithaq/contracts/safety/risk';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { type RiskView, useRiskQueue } from '../api/risk';
import { waitedFor, waitedText } from '../lib/admin-format';
import classes from './console.module.css';
import { StatusFilter } from './review-queues';
import { RiskEvidence } from './risk/risk-evidence';
import { ReasonBadges, RiskCounts, RiskStatusBadge, useMemberName } from './risk/risk-labels';

const isView = (value: string | null): value is RiskView =>
  (RISK_QUEUE_VIEWS as readonly (string | null)[]).includes(value);

/** The queue's addresses: a view, and one member's evidence within it (each a real link, openable in a new tab). */
export const riskHref = (view: RiskView, userId?: string) =>
  `/admin?section=risk&view=${view}${userId ? `&member=${encodeURIComponent(userId)}` : ''}`;

/** When the member entered, how long they have waited (open only), their last signal, and when staff decided. */
function RiskDates({ item, view }: { item: RiskQueueItem; view: RiskView }) {
  const t = useT();
  const format = useFormat();
  const parts = [t('admin.risk.entered', { date: format.dateTime(item.enteredAt) })];
  if (item.lastSignalAt) parts.push(t('admin.risk.lastSignal', { date: format.dateTime(item.lastSignalAt) }));
  if (view === 'decided' && item.decidedAt)
    parts.push(t('admin.risk.decidedOn', { date: format.dateTime(item.decidedAt) }));
  return (
    <Text fz="xs" c="gray.8">
      {parts.join(' · ')}
    </Text>
  );
}

/** One member: name (the link to their evidence, covering the card), email, why they are here, counts, dates. */
function RiskCard({ item, view }: { item: RiskQueueItem; view: RiskView }) {
  const t = useT();
  const nameOf = useMemberName();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" p="md" className={classes.linkCard}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={titleId}>
              <Anchor
                component={Link}
                to={riskHref(view, item.userId)}
                c="emerald.9"
                fw={700}
                underline="hover"
                className={classes.cardLink}
              >
                <bdi>{nameOf(item)}</bdi>
              </Anchor>
            </Title>
            {item.email ? (
              <Text fz="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                <span dir="ltr">{item.email}</span>
              </Text>
            ) : null}
          </Stack>
          <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
            {view === 'open' ? (
              <Badge variant="outline" color="gray.7" tt="none">
                {waitedFor(item.enteredAt).unit === 'now'
                  ? t('admin.risk.new')
                  : t('admin.risk.waiting', { time: waitedText(t, item.enteredAt) })}
              </Badge>
            ) : (
              <RiskStatusBadge status={item.status} />
            )}
          </Group>
        </Group>
        <ReasonBadges reasons={item.reasons} />
        <RiskCounts counts={item.counts} />
        {item.accountStatus === 'active' ? null : (
          <Text fz="sm" c="red.9">
            {t('admin.risk.account', { status: t(`admin.accountStatus.${item.accountStatus}`) })}
          </Text>
        )}
        <RiskDates item={item} view={view} />
      </Stack>
    </Card>
  );
}

function RiskList({ view }: { view: RiskView }) {
  const t = useT();
  const queue = useRiskQueue(view);
  if (queue.isPending) return <LoadingState label={t('admin.risk.loading')} />;
  if (queue.isError) {
    return (
      <ListError message={errorMessage(queue.error, t('admin.errors.loadRisk'))} onRetry={() => void queue.refetch()} />
    );
  }
  if (queue.data.members.length === 0) return <Text c="gray.8">{t(`admin.risk.empty.${view}`)}</Text>;
  return (
    <Stack gap="sm">
      <Text fz="sm" c="gray.8" aria-live="polite">
        {t('admin.risk.shown', { count: queue.data.members.length })}
      </Text>
      {queue.data.members.map((item) => (
        <RiskCard key={item.userId} item={item} view={view} />
      ))}
    </Stack>
  );
}

/**
 * The staff Risk queue (docs/decisions/0067-risk-record.md): members whose scam signals passed a
 * threshold, in three views, each card opening that member's evidence and the decision on them. The
 * view and the member are in the address, so Back returns to the list.
 */
export function RiskQueue({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('view');
  const view: RiskView = isView(wanted) ? wanted : 'open';
  const memberId = params.get('member');
  if (memberId) {
    return <RiskEvidence key={memberId} userId={memberId} backHref={riskHref(view)} onOpenMember={onOpenMember} />;
  }
  return (
    <Stack gap="md">
      <Text fz="sm" c="gray.8">
        {t('admin.risk.intro', {
          members: RISK_PATTERN_MEMBERS,
          days: RISK_PATTERN_WINDOW_DAYS,
          reporters: RISK_REPORTERS,
          copies: OPENER_COPIES,
          hours: OPENER_WINDOW_HOURS,
          combined: COMBINED_OPENER_COPIES,
        })}
      </Text>
      <StatusFilter
        value={view}
        onChange={(next) => setParams({ section: 'risk', view: next })}
        options={RISK_QUEUE_VIEWS}
      />
      <RiskList view={view} />
    </Stack>
  );
}
