import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChartDonut, IconUsers } from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListEmpty } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useMyMatches } from '../api/get-matches';
import { EDIT_PREFERENCES_PATH } from '../paths';
import { PreferencesInvite } from './preferences-invite';
import type { ProfileResultsProps } from './profile-results';
import { WideningNotice } from './widening-notice';

interface MyMatchesTabProps {
  /**
   * The cards, as All Profiles lists them (profile-results.tsx), handed down by the page: imported
   * here, they would become a file of their own in the dashboard's first download (bench/bundle/budget.ts).
   */
  Results: ComponentType<ProfileResultsProps>;
}

/**
 * Tab My matches (docs/decisions/0064-finding-the-right-person.md "My matches"): members who pass
 * both sides' musts, best fit first, widened when too few fit; `?strict=true` shows them as asked.
 * A member with no preferences is invited to set them, above members nearby.
 */
export function MyMatchesTab({ Results }: MyMatchesTabProps) {
  const t = useT();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const strict = params.get('strict') === 'true';
  const query = useMyMatches(strict);
  const first = query.data?.pages[0];

  const setStrict = (next: boolean) => {
    const search = new URLSearchParams(params);
    search.set('tab', 'matches');
    if (next) search.set('strict', 'true');
    else search.delete('strict');
    setParams(search, { preventScrollReset: true });
  };

  const empty = first?.hasPreferences ? (
    <ListEmpty
      icon={<IconChartDonut size={28} />}
      title={t('browse.matches.empty.title')}
      description={strict ? t('browse.matches.empty.strict') : t('browse.matches.empty.description')}
      action={
        strict ? (
          <Button variant="light" onClick={() => setStrict(false)}>
            {t('browse.widened.include')}
          </Button>
        ) : (
          <Button component={Link} to={EDIT_PREFERENCES_PATH} variant="light">
            {t('browse.matches.empty.action')}
          </Button>
        )
      }
    />
  ) : (
    <ListEmpty
      icon={<IconUsers size={28} />}
      title={t('browse.matches.nearby.empty.title')}
      description={t('browse.matches.nearby.empty.description')}
      action={
        <Button component={Link} to="/dashboard?tab=all" variant="light">
          {t('browse.interests.empty.action')}
        </Button>
      }
    />
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} id={titleId} fz={{ base: 22, sm: 26 }}>
          {t('browse.matches.title')}
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          {t('browse.matches.intro')}
        </Text>
      </div>
      {first && !first.hasPreferences && <PreferencesInvite />}
      {/* A step that found nobody more is not worth a line; with none that did, the list is as asked. */}
      {first?.hasPreferences && (first.widened.some((step) => step.added > 0) || strict) && (
        <WideningNotice widened={first.widened} strict={strict} onStrictChange={setStrict} />
      )}
      <Stack
        component="section"
        gap="md"
        aria-labelledby={titleId}
        aria-busy={query.isPending || (query.isFetching && !query.isFetchingNextPage)}
      >
        <Results
          query={query}
          loadingText={t('browse.matches.loading')}
          errorText={t('browse.errors.fetchMatches')}
          empty={empty}
        />
      </Stack>
    </Stack>
  );
}
