import { Trans } from '@lingui/react';
import { Badge, DataList, Group, Stack, Text } from '@mantine/core';
import type { PartnerPreferences } from '@mithaq/contracts/partner-criteria';
import { useT } from '../../../../i18n/use-t';
import { partnerRows } from '../../../../lib/partner-text';
import { usePartnerText } from '../../../../lib/use-partner-text';

interface PartnerSummaryProps {
  owner: { gender: string; city: string; partner: Partial<PartnerPreferences> };
  /** The member's own profile: musts are marked and older notes shown. Others never learn which are musts. */
  isOwner: boolean;
}

/**
 * A member's partner preferences as readable lines ('25–32', 'Sunni or Deobandi', 'Within 50 km of
 * Hyderabad'), each must marked on the member's own profile
 * (docs/decisions/0064-finding-the-right-person.md "What others see").
 */
export function PartnerSummary({ owner, isOwner }: PartnerSummaryProps) {
  const t = useT();
  const rows = partnerRows(usePartnerText(), owner);
  const note = isOwner ? owner.partner.note?.trim() : null;
  return (
    <Stack gap="sm">
      <DataList orientation="horizontal" labelWidth="45%" gap="xs" size="sm" withDivider>
        {rows.map((row) => (
          <DataList.Item key={row.key}>
            <DataList.ItemLabel c="gray.7">{t(row.labelKey)}</DataList.ItemLabel>
            <DataList.ItemValue
              c={row.text === null ? 'gray.7' : undefined}
              fs={row.text === null ? 'italic' : undefined}
            >
              <Group gap={6} wrap="wrap" component="span">
                {/* Isolated: a city or the member's own words keep their order on a right-to-left page. */}
                <bdi>{row.text ?? t('profile.value.notSpecified')}</bdi>
                {isOwner && row.isMust && (
                  <Badge size="sm" color="gold.8" variant="filled" component="span">
                    {t('profile.partner.must')}
                  </Badge>
                )}
              </Group>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {note && (
        <Text size="sm" c="gray.7">
          <Trans id="profile.partner.note" values={{ note: <bdi>{note}</bdi> }} />
        </Text>
      )}
    </Stack>
  );
}
