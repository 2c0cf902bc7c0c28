import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PublicProfile } from '@mithaq/contracts/profile';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateProfile } from '../../api/update-profile';
import { type PartnerDraft, partnerChanges, toPartnerDraft } from '../../lib/partner-draft';
import { type PartnerErrors, validatePartner } from '../../lib/partner-validate';
import { PartnerEditor } from './partner-editor';

interface PartnerSectionEditorProps {
  /** The member's own profile (`GET /api/auth/me`: the preferences with their musts). */
  profile: PublicProfile;
  title: string;
  onDone: () => void;
}

/** The Partner Preferences section in edit mode: Save sends only the preferences that changed (spec section 5). */
export function PartnerSectionEditor({ profile, title, onDone }: PartnerSectionEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<PartnerDraft>(() => toPartnerDraft(profile.partner));
  const [errors, setErrors] = useState<PartnerErrors>({});
  const update = useUpdateProfile();

  const save = () => {
    const partner = partnerChanges(profile.partner, draft);
    if (Object.keys(partner).length === 0) {
      notifications.show({ message: t('profile.toast.noChanges'), color: 'gray' });
      return;
    }
    const found = validatePartner(partner, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { partner },
      {
        onSuccess: () => {
          notifications.show({ message: t('profile.toast.saved'), color: 'emerald' });
          onDone();
        },
        onError: (error) =>
          notifications.show({ message: errorMessage(error, t('profile.toast.saveFailed')), color: 'red' }),
      },
    );
  };

  return (
    <form
      aria-label={t('profile.section.edit', { section: title })}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <PartnerEditor
          draft={draft}
          onChange={setDraft}
          owner={{ gender: profile.gender, partner: profile.partner }}
          home={{ cityId: profile.cityId, city: profile.city }}
          errors={errors}
        />
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
