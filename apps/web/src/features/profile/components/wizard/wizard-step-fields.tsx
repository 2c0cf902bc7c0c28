import { SimpleGrid, Stack } from '@mantine/core';
import type { Member } from '@mithaq/contracts/profile';
import type { Draft, FieldValue } from '../../lib/profile-draft';
import type { FieldConfig } from '../../lib/profile-fields';
import { DraftField } from '../draft-field';

interface WizardStepFieldsProps {
  fields: readonly FieldConfig[];
  draft: Draft;
  member: Member;
  errors: Record<string, string>;
  onChange: (path: string, value: FieldValue) => void;
}

export function WizardStepFields({ fields, draft, member, errors, onChange }: WizardStepFieldsProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => (
          <DraftField
            key={field.path}
            field={field}
            draft={draft}
            profile={member}
            error={errors[field.path]}
            onChange={onChange}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
