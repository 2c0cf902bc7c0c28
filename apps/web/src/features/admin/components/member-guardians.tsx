import { Stack, Text, Title } from '@mantine/core';
import type { AdminGuardian } from '@mithaq/contracts/guardians';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** The member's guardians, current and removed, with when each was invited, first opened and removed. */
export function MemberGuardians({ guardians }: { guardians: AdminGuardian[] }) {
  const t = useT();
  const format = useFormat();
  const when = (date: string | null) => (date ? format.date(date) : '—');
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md" c="emerald.9">
        {t('admin.guardians.title')}
      </Title>
      {guardians.length === 0 ? (
        <Text fz="sm">{t('admin.guardians.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {guardians.map((g) => (
            <Stack component="li" key={g._id} gap={0}>
              <Text fz="sm" fw={600}>
                <bdi>{g.name}</bdi> · {t(`admin.guardians.relations.${g.relation}`)} · <span dir="ltr">{g.email}</span>
              </Text>
              <Text fz="sm" c="gray.8">
                {t('admin.guardians.dates', {
                  invited: when(g.invitedAt),
                  opened: when(g.openedAt),
                  removed: when(g.removedAt),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
