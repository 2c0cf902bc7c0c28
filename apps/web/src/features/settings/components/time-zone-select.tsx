import { Select, type SelectProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { timeZoneOptions } from '../lib/time-zone-options';

interface TimeZoneSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (zone: string) => void;
  /** Zones to offer even where the browser's list names them differently (the member's, the device's). */
  alsoOffer?: (string | undefined)[];
}

/** A searchable list of every time zone with today's offset, as in Settings → Time zone. */
export function TimeZoneSelect({ value, onChange, alsoOffer = [], ...props }: TimeZoneSelectProps) {
  const t = useT();
  // Keyed by the zones' names, so a new array of the same zones does not rebuild the long list.
  const offered = [value, ...alsoOffer].map((zone) => zone ?? '').join('|');
  const options = useMemo(() => timeZoneOptions(offered.split('|')), [offered]);
  return (
    <Select
      data={options}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('settings.timeZone.nothingFound')}
      leftSection={<IconClock size={18} aria-hidden />}
      {...props}
    />
  );
}
