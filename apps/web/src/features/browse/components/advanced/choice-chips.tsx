// Mantine's styles for the parts only this panel draws (app/styles/mantine-app.ts has the rest).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Fieldset.css';
import { Chip, Fieldset, Group } from '@mantine/core';

interface ChoiceChipsProps {
  legend: string;
  options: readonly string[];
  labelOf: (value: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
}

const LEGEND = { legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 6 } };

/** A short list to pick any of, as checkboxes drawn as chips, named by their group (a fieldset's legend). */
export function ChoiceChips({ legend, options, labelOf, value, onChange }: ChoiceChipsProps) {
  return (
    <Fieldset variant="unstyled" legend={legend} styles={LEGEND}>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option} value={option} size="sm" radius="xl">
              {labelOf(option)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
}
