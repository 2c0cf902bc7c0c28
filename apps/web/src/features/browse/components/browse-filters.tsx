import { Badge, Button, Collapse, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustments, IconBriefcase, IconMapPin, IconSchool } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingState } from '../../../components/list-states';
import { withCatalogs } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { countActiveFilters, EMPTY_FILTERS, type FilterForm } from '../filters';
import { useSearchFilters } from '../use-search-filters';

// The advanced search's fields (multi-selects, the city picker) load when it is first opened.
const AdvancedFilters = lazy(() => import('./advanced-filters').then((m) => ({ default: m.AdvancedFilters })));
// Saved searches and "Save this search" come with the panel, their texts a catalog of their own.
const SavedSearchesBar = lazy(() =>
  withCatalogs(() => import('./saved-searches/saved-searches-bar'), ['searches']).then((m) => ({
    default: m.SavedSearchesBar,
  })),
);

interface BrowseFiltersProps {
  id: string;
  opened: boolean;
  /** Hears whether the inputs hold a change the list does not show yet. */
  onPendingChange: (isPending: boolean) => void;
}

/**
 * Spec section 2: Location, Profession, Education and Clear (every filter off, the order kept); the
 * advanced search below them is ours (docs/decisions/0064-finding-the-right-person.md "Searching").
 * The inputs' state lives here, with their code; the list reads the address.
 */
export function BrowseFilters({ id, opened, onPendingChange }: BrowseFiltersProps) {
  const { form: value, setForm: onChange } = useSearchFilters(onPendingChange);
  const advancedCount = countActiveFilters(value, true);
  const t = useT();
  const advancedId = useId();
  const countId = useId();
  // Opened by itself when the address already sets one of its filters.
  const [showAdvanced, setShowAdvanced] = useState(() => advancedCount > 0);
  const [advancedLoaded, setAdvancedLoaded] = useState(showAdvanced);
  const set =
    <K extends keyof FilterForm>(key: K) =>
    (next: FilterForm[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <Collapse expanded={opened} id={id}>
      <Paper
        component="form"
        role="search"
        aria-label={t('browse.filters.label')}
        p="md"
        mb="md"
        withBorder
        radius="lg"
        onSubmit={(e) => e.preventDefault()}
      >
        <Suspense fallback={<div style={{ height: 52 }} />}>
          <SavedSearchesBar form={value} />
        </Suspense>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t('browse.filters.location')}
            placeholder={t('browse.filters.locationPlaceholder')}
            leftSection={<IconMapPin size={16} />}
            maxLength={80}
            value={value.location}
            onChange={(e) => set('location')(e.currentTarget.value)}
          />
          <TextInput
            label={t('browse.filters.profession')}
            placeholder={t('browse.filters.professionPlaceholder')}
            leftSection={<IconBriefcase size={16} />}
            maxLength={80}
            value={value.profession}
            onChange={(e) => set('profession')(e.currentTarget.value)}
          />
          <TextInput
            label={t('browse.filters.education')}
            placeholder={t('browse.filters.educationPlaceholder')}
            leftSection={<IconSchool size={16} />}
            maxLength={80}
            value={value.education}
            onChange={(e) => set('education')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" mt="md" gap="sm">
          <Button
            variant={showAdvanced ? 'light' : 'subtle'}
            leftSection={<IconAdjustments size={18} />}
            rightSection={
              advancedCount > 0 ? (
                <Badge size="sm" color="gold.8" circle aria-hidden>
                  {advancedCount}
                </Badge>
              ) : null
            }
            aria-expanded={showAdvanced}
            aria-controls={advancedId}
            aria-describedby={advancedCount > 0 ? countId : undefined}
            onClick={() => {
              setAdvancedLoaded(true);
              setShowAdvanced((v) => !v);
            }}
          >
            {t('browse.filters.advanced')}
          </Button>
          {advancedCount > 0 && (
            <span id={countId} className="visually-hidden">
              {t('browse.filters.activeCount', { count: advancedCount })}
            </span>
          )}
          <Button variant="default" onClick={() => onChange({ ...EMPTY_FILTERS, sort: value.sort })}>
            {t('browse.filters.clear')}
          </Button>
        </Group>
        {advancedLoaded ? (
          <Suspense fallback={<LoadingState label={t('browse.filters.advancedLoading')} />}>
            <AdvancedFilters id={advancedId} opened={showAdvanced} value={value} onChange={onChange} />
          </Suspense>
        ) : (
          <div id={advancedId} hidden />
        )}
      </Paper>
    </Collapse>
  );
}
