// Mantine's styles for the part only this explanation draws (app/styles/mantine-app.ts has the rest).
import '@mantine/core/styles/Progress.css';
import { Anchor, Badge, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { intlTag, localeDirection } from '@mithaq/contracts/i18n/locales';
import type { FitCriterion } from '@mithaq/contracts/match-score';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ListError, LoadingState } from '../../../components/list-states';
import { isolate } from '../../../i18n/bidi';
import { useLocale, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { useFit } from '../api/get-fit';
import { askedValue, theirValue, type ValueFormats } from '../fit-values';
import { EDIT_PREFERENCES_PATH } from '../paths';

function useValueFormats(): ValueFormats {
  const locale = useLocale();
  return useMemo(() => {
    const tag = intlTag(locale);
    const direction = localeDirection(locale);
    const lists = new Intl.ListFormat(tag, { type: 'disjunction' });
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      // Codes, where the browser cannot name countries.
    }
    return {
      anyOf: (values) => lists.format(values),
      country: (code) => regions?.of(code) ?? code,
      isolate: (text) => isolate(text, direction),
    };
  }, [locale]);
}

interface FitModalProps {
  profile: DiscoveredProfile;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Why?" (docs/decisions/0064-finding-the-right-person.md "The two-way fit"): the score, each of the
 * viewer's own preferences with what they asked, the other's value and whether it is met, and how
 * many of the other's preferences the viewer meets, never which.
 */
export function FitModal({ profile, opened, onClose }: FitModalProps) {
  const t = useT();
  const fit = useFit(profile._id, opened);
  const direction = localeDirection(useLocale());
  const name = isolate(profile.fullName, direction);

  let body: React.ReactNode;
  if (fit.isPending) body = <LoadingState label={t('browse.fitModal.loading')} />;
  else if (fit.isError) {
    body = (
      <ListError
        message={errorMessage(fit.error, t('browse.fitModal.error'))}
        onRetry={() => void fit.refetch()}
        isRetrying={fit.isFetching}
      />
    );
  } else {
    const { overall, theyFitYou, youFitThem } = fit.data;
    body = (
      <Stack gap="lg">
        <div>
          <Text fz={32} fw={700} c="emerald.8" lh={1.1}>
            {t('browse.fitModal.overall', { overall })}
          </Text>
          <Progress value={overall} color="emerald" size="sm" mt={6} aria-hidden />
          <Text size="sm" c="gray.7" mt={6}>
            {t('browse.fitModal.overallHint')}
          </Text>
        </div>
        <YourPreferences profile={profile} name={name} met={theyFitYou.met} criteria={theyFitYou.criteria} />
        <Stack gap={4}>
          <Title order={3} fz="md">
            {youFitThem.considered > 0
              ? t('browse.fitModal.youFitThem', youFitThem)
              : t('browse.fitModal.theyHaveNone', { name })}
          </Title>
          {youFitThem.considered > 0 && (
            <Text size="sm" c="gray.7">
              {t('browse.fitModal.theirsPrivate')}
            </Text>
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('browse.fitModal.title', { name })}
      closeButtonProps={{ 'aria-label': t('browse.fitModal.close') }}
      size="lg"
      radius="md"
    >
      {body}
    </Modal>
  );
}

interface YourPreferencesProps {
  profile: DiscoveredProfile;
  name: string;
  met: number;
  criteria: FitCriterion[];
}

/** Each of the viewer's criteria: what they asked, the other's value, met or not, and a must badge. */
function YourPreferences({ profile, name, met, criteria }: YourPreferencesProps) {
  const t = useT();
  const headingId = useId();
  const partner = useMe().data?.partner;
  const formats = useValueFormats();
  if (criteria.length === 0 || !partner) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{t('browse.fitModal.noPreferences')}</Text>
        <Anchor component={Link} to={EDIT_PREFERENCES_PATH}>
          {t('browse.fitModal.setPreferences')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} fz="md" id={headingId}>
        {t('browse.fitModal.theyFitYou', { name, met, considered: criteria.length })}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {criteria.map((c) => (
          <Stack
            component="li"
            key={c.criterion}
            gap={2}
            pb={8}
            style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>{t(`browse.criterion.${c.criterion}`)}</Text>
              <Group gap={6} wrap="nowrap">
                {c.must && (
                  <Badge color="gold.8" tt="none">
                    {t('browse.fitModal.must')}
                  </Badge>
                )}
                <Badge
                  color={c.met ? 'emerald' : 'red.9'}
                  variant={c.met ? 'light' : 'filled'}
                  tt="none"
                  leftSection={c.met ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
                >
                  {c.met ? t('browse.fitModal.met') : t('browse.fitModal.notMet')}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" c="gray.7">
              {t('browse.fitModal.youAsked', { value: askedValue(t, formats, partner, c.criterion) })}
            </Text>
            <Text size="sm" c="gray.7">
              {t('browse.fitModal.theirValue', { name, value: theirValue(t, formats, profile, c.criterion) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
