import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LinkedAccount } from '@mithaq/contracts/safety/linked-accounts';
import { useId } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/**
 * Other accounts that belong with this one (docs/decisions/0066-catching-scammers-early.md "Accounts
 * that belong together"): the same verified phone, the same registration address within a day, or a
 * near-identical photo. Each opens in this drawer in its place.
 */
export function MemberLinkedAccounts({
  accounts,
  onOpen,
}: {
  accounts: LinkedAccount[];
  onOpen: (userId: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  // Its own id: the Risk queue shows these beside the member drawer's, both on the page at once.
  const titleId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" c="emerald.9" id={titleId}>
        {t('admin.linked.title')}
      </Title>
      {accounts.length === 0 ? (
        <Text fz="sm">{t('admin.linked.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {accounts.map((a) => {
            const name = a.fullName ?? t('admin.common.deletedMember');
            return (
              <Stack component="li" key={a.userId} gap={4}>
                <Group gap={8} wrap="wrap">
                  <Text fz="sm" fw={600}>
                    <bdi>{name}</bdi>
                  </Text>
                  <Badge color={a.accountStatus === 'active' ? 'emerald.8' : 'gray.7'} variant="outline" size="sm">
                    {t(`admin.accountStatus.${a.accountStatus}`)}
                  </Badge>
                </Group>
                <Text fz="sm" c="gray.8">
                  {a.email ? <span dir="ltr">{a.email}</span> : null}
                  {a.email ? ' · ' : null}
                  {t('admin.linked.registered', { date: format.date(a.createdAt) })}
                </Text>
                <Group gap={6} wrap="wrap">
                  <Text fz="xs" c="gray.8">
                    {t('admin.linked.why')}:
                  </Text>
                  {a.reasons.map((reason) => (
                    <Badge key={reason} color="gold" c="gold.9" variant="light" size="sm" tt="none">
                      {t(`admin.linked.reason.${reason}`)}
                    </Badge>
                  ))}
                </Group>
                <Button
                  variant="subtle"
                  color="emerald"
                  c="emerald.8"
                  size="compact-sm"
                  px={0}
                  w="fit-content"
                  onClick={() => onOpen(a.userId)}
                >
                  {t('admin.linked.open', { name })}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
