import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { RiskDetail } from '@mithaq/contracts/safety/risk';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ListError, LoadingState } from '../../../../components/list-states';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useRiskCase } from '../../api/risk';
import { MemberLinkedAccounts } from '../member-linked-accounts';
import { RiskDecision } from './risk-decision';
import { CopiedOpeners, FlaggedMessages, RiskPhotoFlags, RiskReports } from './risk-evidence-sections';
import { ReasonBadges, RiskCounts, RiskStatusBadge, useMemberName } from './risk-labels';

/** Scrolls to a section and moves the keyboard there too. */
function goTo(id: string) {
  const section = document.getElementById(id);
  section?.scrollIntoView({ block: 'start' });
  section?.focus({ preventScroll: true });
}

/** Who the member is, why they are here, the counts, and their full staff detail. */
function CaseHeader({
  detail,
  onOpenMember,
  decisionId,
}: {
  detail: RiskDetail;
  onOpenMember: (userId: string) => void;
  /** On a phone the decision follows the evidence: a button takes staff there. */
  decisionId: string;
}) {
  const t = useT();
  const format = useFormat();
  const nameOf = useMemberName();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a member is a new view within the page: the reader starts at its heading (WCAG 2.4.3).
  useEffect(() => heading.current?.focus(), []);
  const dates = [t('admin.risk.entered', { date: format.dateTime(detail.enteredAt) })];
  if (detail.lastSignalAt) dates.push(t('admin.risk.lastSignal', { date: format.dateTime(detail.lastSignalAt) }));
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" c="emerald.9" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              <bdi>{nameOf(detail)}</bdi>
            </Title>
            {detail.email ? (
              <Text fz="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                <span dir="ltr">{detail.email}</span>
              </Text>
            ) : null}
          </Stack>
          <RiskStatusBadge status={detail.status} />
        </Group>
        <ReasonBadges reasons={detail.reasons} />
        <RiskCounts counts={detail.counts} />
        {detail.accountStatus === 'active' ? null : (
          <Text fz="sm" c="red.9">
            {t('admin.risk.account', { status: t(`admin.accountStatus.${detail.accountStatus}`) })}
          </Text>
        )}
        <Text fz="xs" c="gray.8">
          {dates.join(' · ')}
        </Text>
        <Group gap="sm">
          {detail.accountStatus === 'deleted' ? null : (
            <Button variant="default" onClick={() => onOpenMember(detail.userId)}>
              {t('admin.risk.openProfile')}
            </Button>
          )}
          <Button variant="light" color="emerald" c="emerald.9" hiddenFrom="lg" onClick={() => goTo(decisionId)}>
            {t('admin.risk.toDecision')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The first few linked accounts: in a shared flat or office many register from one address. */
const LINKED_SHOWN = 5;

function LinkedAccounts({
  accounts,
  onOpenMember,
}: {
  accounts: RiskDetail['linkedAccounts'];
  onOpenMember: (userId: string) => void;
}) {
  const t = useT();
  const [isAll, setAll] = useState(false);
  const isCut = !isAll && accounts.length > LINKED_SHOWN;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <MemberLinkedAccounts accounts={isCut ? accounts.slice(0, LINKED_SHOWN) : accounts} onOpen={onOpenMember} />
        {isCut ? (
          <Button variant="default" size="xs" w="fit-content" onClick={() => setAll(true)}>
            {t('admin.risk.linkedAll', { count: accounts.length })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * One member of the Risk queue: why they are here, the evidence (flagged messages, reports, photo flags,
 * copied openers, linked accounts) and the decision. On a wide screen the decision stays beside the
 * evidence; on a phone it follows it.
 */
export function RiskEvidence({
  userId,
  backHref,
  onOpenMember,
}: {
  userId: string;
  backHref: string;
  onOpenMember: (userId: string) => void;
}) {
  const t = useT();
  const risk = useRiskCase(userId);
  const decisionId = useId();
  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={backHref}
        variant="subtle"
        color="emerald"
        c="emerald.8"
        px={4}
        w="fit-content"
        leftSection={<IconArrowLeft size={16} className="rtl-mirror" aria-hidden />}
      >
        {t('admin.risk.back')}
      </Button>
      {risk.isPending ? (
        <LoadingState label={t('admin.risk.caseLoading')} />
      ) : risk.isError ? (
        <ListError
          message={errorMessage(risk.error, t('admin.errors.loadRiskCase'))}
          onRetry={() => void risk.refetch()}
        />
      ) : (
        <>
          <CaseHeader detail={risk.data} onOpenMember={onOpenMember} decisionId={decisionId} />
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="md">
                <FlaggedMessages messages={risk.data.flaggedMessages} />
                <RiskReports reports={risk.data.reports} />
                <RiskPhotoFlags flags={risk.data.photoFlags} />
                <CopiedOpeners openers={risk.data.copiedOpeners} />
                <LinkedAccounts accounts={risk.data.linkedAccounts} onOpenMember={onOpenMember} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 16 }}>
              <RiskDecision id={decisionId} detail={risk.data} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
