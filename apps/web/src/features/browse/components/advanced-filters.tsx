// Mantine's styles for the parts only this panel draws (app/styles/mantine-app.ts has the rest).
import '@mantine/core/styles/Fieldset.css';
import { Collapse, Fieldset, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { SearchSort } from '@mithaq/contracts/discovery';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { type FilterForm, SWITCHES } from '../filters';
import { AboutFields, FaithFields } from './advanced/person-fields';
import { PlaceFields } from './advanced/place-fields';
import { WorkFields } from './advanced/work-fields';

interface AdvancedFiltersProps {
  id: string;
  opened: boolean;
  value: FilterForm;
  onChange: (next: FilterForm) => void;
}

/** Each order of contracts `SEARCH_SORTS` with its label (the record's type asks for every one). */
const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'browse.sort.newest',
  best: 'browse.sort.best',
  active: 'browse.sort.active',
  nearest: 'browse.sort.nearest',
};
const LEGEND = { legend: { fontWeight: 700, paddingInline: 6 } };

/**
 * The advanced search (docs/decisions/0064-finding-the-right-person.md "Searching"): the order, then
 * who, their faith, education and work, where they live, and the four "only" switches.
 */
export function AdvancedFilters({ id, opened, value, onChange }: AdvancedFiltersProps) {
  const t = useT();
  const me = useMe().data;
  const update = (patch: Partial<FilterForm>) => onChange({ ...value, ...patch });
  const fields = { value, update };
  const canMeasure = Boolean(value.city || me?.cityId);
  const sorts = Object.entries(SORT_LABELS).map(([sort, label]) => ({
    value: sort,
    label: t(label),
    disabled: sort === 'nearest' && !canMeasure,
  }));

  return (
    <Collapse expanded={opened} id={id}>
      <Stack component="section" aria-label={t('browse.filters.advanced')} gap="md" mt="md">
        <Select
          label={t('browse.filters.sort')}
          data={sorts}
          allowDeselect={false}
          maw={{ base: '100%', xs: 280 }}
          value={value.sort ?? 'newest'}
          onChange={(sort) => update({ sort: (sort as SearchSort | null) ?? null })}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('browse.filters.group.about')} radius="md" styles={LEGEND}>
            <Stack gap="sm">
              <AboutFields {...fields} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('browse.filters.group.faith')} radius="md" styles={LEGEND}>
            <Stack gap="sm">
              <FaithFields {...fields} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('browse.filters.group.work')} radius="md" styles={LEGEND}>
            <Stack gap="sm">
              <WorkFields {...fields} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('browse.filters.group.place')} radius="md" styles={LEGEND}>
            <Stack gap="sm">
              <PlaceFields {...fields} />
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <Fieldset legend={t('browse.filters.group.only')} radius="md" styles={LEGEND}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {SWITCHES.map((key) => (
              <Switch
                key={key}
                label={t(`browse.filters.${key}`)}
                description={key === 'verifiedOnly' ? t('browse.filters.verifiedOnlyHint') : undefined}
                checked={value[key]}
                onChange={(e) => update({ [key]: e.currentTarget.checked })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </Collapse>
  );
}
