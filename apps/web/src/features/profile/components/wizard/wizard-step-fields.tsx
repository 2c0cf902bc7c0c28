import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Member } from '@mithaq/contracts';
import { type Draft, type FieldValue, readPath } from '../../lib/profile-draft';
import type { FieldConfig } from '../../lib/profile-fields';
import { FieldInput } from '../field-input';

interface WizardStepFieldsProps {
  fields: readonly FieldConfig[];
  draft: Draft;
  member: Member;
  errors: Record<string, string>;
  onChange: (path: string, value: FieldValue) => void;
  hint?: string;
}

export function WizardStepFields({ fields, draft, member, errors, onChange, hint }: WizardStepFieldsProps) {
  return (
    <Stack gap="sm">
      {hint && (
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => (
          <FieldInput
            key={field.path}
            field={field}
            value={draft[field.path] ?? null}
            savedValue={readPath(member, field.path)}
            error={errors[field.path]}
            onChange={(value) => onChange(field.path, value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
