import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PublicProfile } from '@mithaq/contracts/profile';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { changedFields, type Draft, hasChanges, toDraft, validateUpdate } from '../lib/profile-draft';
import type { FieldConfig, SectionConfig } from '../lib/profile-fields';
import { DraftField } from './draft-field';

interface SectionEditorProps {
  section: SectionConfig;
  fields: readonly FieldConfig[];
  profile: PublicProfile;
  onDone: () => void;
}

/** Edits one section; Save sends only what changed (spec section 5). */
export function SectionEditor({ section, fields, profile, onDone }: SectionEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile, fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const switches = fields.filter((f) => f.kind === 'boolean');
  // Three answers side by side need the card's whole width.
  const answers = fields.filter((f) => f.kind === 'answer');
  const inputs = fields.filter((f) => f.kind !== 'boolean' && f.kind !== 'answer');

  const save = () => {
    const body = changedFields(profile, draft, fields);
    if (!hasChanges(body)) {
      notifications.show({ message: t('profile.toast.noChanges'), color: 'gray' });
      return;
    }
    const found = validateUpdate(body, fields, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ message: t('profile.toast.saved'), color: 'emerald' });
        onDone();
      },
      onError: (error) =>
        notifications.show({ message: errorMessage(error, t('profile.toast.saveFailed')), color: 'red' }),
    });
  };

  const control = (field: FieldConfig) => (
    <DraftField
      key={field.path}
      field={field}
      draft={draft}
      profile={profile}
      error={errors[field.path]}
      onChange={(path, value) => setDraft((d) => ({ ...d, [path]: value }))}
    />
  );

  return (
    <form
      aria-label={t('profile.section.edit', { section: t(section.titleKey) })}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        {inputs.length > 0 && <SimpleGrid cols={{ base: 1, xs: 2 }}>{inputs.map(control)}</SimpleGrid>}
        {answers.length > 0 && <Stack gap="sm">{answers.map(control)}</Stack>}
        {switches.length > 0 && <Stack gap="sm">{switches.map(control)}</Stack>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('profile.form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
