import { Button, Collapse, Group, NumberInput, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { MARITAL_STATUSES, SECTS } from '@mithaq/contracts/options';
import { MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts/profile-rules';
import { IconBriefcase, IconMapPin, IconSchool } from '@tabler/icons-react';
import { useOptionData } from '../../../i18n/option-labels';
import { useT } from '../../../i18n/use-t';
import { EMPTY_FILTERS, type FilterForm } from '../filters';

interface BrowseFiltersProps {
  id: string;
  opened: boolean;
  value: FilterForm;
  onChange: (next: FilterForm) => void;
}

/** Spec section 2: Location, Profession, Education and Clear; age range, sect and marital status are ours. */
export function BrowseFilters({ id, opened, value, onChange }: BrowseFiltersProps) {
  const t = useT();
  const optionData = useOptionData();
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
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label={t('browse.filters.minAge')}
              placeholder={String(MINIMUM_AGE)}
              min={MINIMUM_AGE}
              max={MAXIMUM_AGE}
              allowDecimal={false}
              allowNegative={false}
              value={value.minAge}
              onChange={set('minAge')}
            />
            <NumberInput
              label={t('browse.filters.maxAge')}
              placeholder={t('browse.filters.maxAgePlaceholder')}
              min={MINIMUM_AGE}
              max={MAXIMUM_AGE}
              allowDecimal={false}
              allowNegative={false}
              value={value.maxAge}
              onChange={set('maxAge')}
            />
          </Group>
          <Select
            label={t('browse.filters.sect')}
            placeholder={t('browse.filters.sectPlaceholder')}
            data={optionData('sect', SECTS)}
            clearable
            value={value.sect}
            onChange={set('sect')}
          />
          <Select
            label={t('browse.filters.maritalStatus')}
            placeholder={t('browse.filters.maritalStatusPlaceholder')}
            data={optionData('maritalStatus', MARITAL_STATUSES)}
            clearable
            value={value.maritalStatus}
            onChange={set('maritalStatus')}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" mt="md" gap="sm">
          <Switch
            label={t('browse.filters.verifiedOnly')}
            description={t('browse.filters.verifiedOnlyHint')}
            checked={value.verifiedOnly}
            onChange={(e) => set('verifiedOnly')(e.currentTarget.checked)}
          />
          <Button variant="default" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('browse.filters.clear')}
          </Button>
        </Group>
      </Paper>
    </Collapse>
  );
}
