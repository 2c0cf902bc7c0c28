import { Trans } from '@lingui/react';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NEAR_IDENTICAL_MAX_DISTANCE } from '@mithaq/contracts/safety/photo-flags';
import type { RiskDetail } from '@mithaq/contracts/safety/risk';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';

type Person = { userId: string; fullName: string | null } | null;

/** A titled evidence card; `empty` is what it says when there is nothing of its kind. */
function EvidenceSection({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md" c="emerald.9" id={titleId}>
          {title}
        </Title>
        {count === 0 ? (
          <Text fz="sm" c="gray.8">
            {empty}
          </Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** A member's own words, quoted as they wrote them (their direction, their line breaks). */
function Quote({ children, accent }: { children: string; accent: string }) {
  return (
    <Text
      component="blockquote"
      m={0}
      px="sm"
      py={6}
      fz="sm"
      dir="auto"
      bg="gray.0"
      style={{
        borderInlineStart: `3px solid var(--mantine-color-${accent})`,
        borderRadius: 4,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Text>
  );
}

function usePersonName() {
  const t = useT();
  return (person: Person) => person?.fullName ?? t('admin.common.deletedMember');
}

/** Each flagged message with whom it was written to and what the money and off-platform detector found in it. */
export function FlaggedMessages({ messages }: { messages: RiskDetail['flaggedMessages'] }) {
  const t = useT();
  const format = useFormat();
  const nameOf = usePersonName();
  return (
    <EvidenceSection
      title={t('admin.risk.messages.title')}
      empty={t('admin.risk.messages.none')}
      count={messages.length}
    >
      {messages.map((m) => (
        <Stack component="li" key={m.id} gap={6}>
          <Text fz="xs" c="gray.8">
            <Trans
              id="admin.risk.messages.to"
              values={{ name: nameOf(m.counterpart), date: format.dateTime(m.createdAt) }}
              components={{ 0: <bdi /> }}
            />
          </Text>
          <Quote accent="red-9">{m.content}</Quote>
          <Group gap={6} wrap="wrap">
            <Text fz="xs" c="gray.8">
              {t('admin.risk.messages.signals')}
            </Text>
            {m.signals.map((signal) => (
              <Badge key={signal} color="red" c="red.9" variant="light" size="sm" tt="none">
                {t(`admin.risk.signal.${signal}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      ))}
    </EvidenceSection>
  );
}

/** Reports about the member: reason, who and when, their note, and where each report stands. */
export function RiskReports({ reports }: { reports: RiskDetail['reports'] }) {
  const t = useT();
  const format = useFormat();
  const nameOf = usePersonName();
  return (
    <EvidenceSection title={t('admin.risk.reports.title')} empty={t('admin.risk.reports.none')} count={reports.length}>
      {reports.map((r) => (
        <Stack component="li" key={r.id} gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fz="sm" fw={600}>
              {t(`admin.reportReason.${r.reason}`)}
            </Text>
            <Badge variant="outline" color="gray.7" tt="none" style={{ flexShrink: 0 }}>
              {t(`admin.reportStatus.${r.status}`)}
            </Badge>
          </Group>
          <Text fz="xs" c="gray.8">
            <Trans
              id="admin.risk.reports.by"
              values={{ name: nameOf(r.reporter), date: format.dateTime(r.createdAt) }}
              components={{ 0: <bdi /> }}
            />
          </Text>
          {r.note ? <Quote accent="gold-8">{r.note}</Quote> : null}
        </Stack>
      ))}
    </EvidenceSection>
  );
}

/** What a photo flag matched: another member's photo or selfie, or a known scam image. */
function Matched({ flag }: { flag: RiskDetail['photoFlags'][number] }) {
  const t = useT();
  if (flag.matchedSource === 'known-scam') return <>{t('admin.photoFlags.knownScam')}</>;
  if (!flag.matchedMember?.fullName) return <>{t('admin.photoFlags.alsoOnDeleted')}</>;
  return (
    <Trans
      id={flag.matchedSource === 'selfie' ? 'admin.photoFlags.alsoOnSelfie' : 'admin.photoFlags.alsoOn'}
      values={{ name: flag.matchedMember.fullName }}
      components={{ 0: <bdi /> }}
    />
  );
}

/** Photo flags on the member's photos: what each matched, how closely, and where it stands. */
export function RiskPhotoFlags({ flags }: { flags: RiskDetail['photoFlags'] }) {
  const t = useT();
  const format = useFormat();
  return (
    <EvidenceSection title={t('admin.risk.photos.title')} empty={t('admin.risk.photos.none')} count={flags.length}>
      {flags.map((flag) => (
        <Stack component="li" key={flag.id} gap={6}>
          <Text fz="sm" fw={600}>
            <Matched flag={flag} />
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge color="gold.9" variant="outline" tt="none">
              {flag.distance <= NEAR_IDENTICAL_MAX_DISTANCE
                ? t('admin.photoFlags.nearIdentical')
                : t('admin.photoFlags.verySimilar')}{' '}
              · {t('admin.photoFlags.distance', { distance: flag.distance })}
            </Badge>
            <Badge color={flag.status === 'open' ? 'red.9' : 'gray.7'} variant="outline" tt="none">
              {t(`admin.photoFlags.status.${flag.status}`)}
            </Badge>
          </Group>
          <Text fz="xs" c="gray.8">
            {t('admin.risk.photos.flagged', { date: format.dateTime(flag.createdAt) })}
            {flag.status === 'open' ? (
              <>
                {' · '}
                <Anchor component={Link} to="/admin?section=photos" c="emerald.8" fz="xs">
                  {t('admin.risk.photos.decide')}
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
      ))}
    </EvidenceSection>
  );
}

/** A first message the member copied to many members, and to how many. */
export function CopiedOpeners({ openers }: { openers: RiskDetail['copiedOpeners'] }) {
  const t = useT();
  const format = useFormat();
  return (
    <EvidenceSection title={t('admin.risk.openers.title')} empty={t('admin.risk.openers.none')} count={openers.length}>
      {openers.map((o) => (
        <Stack component="li" key={`${o.createdAt}-${o.sample}`} gap={6}>
          <Quote accent="grape-9">{o.sample}</Quote>
          <Text fz="xs" c="gray.8">
            {t('admin.risk.openers.receivers', { count: o.receivers })} ·{' '}
            {t('admin.risk.openers.refused', { date: format.dateTime(o.createdAt) })}
          </Text>
        </Stack>
      ))}
    </EvidenceSection>
  );
}
