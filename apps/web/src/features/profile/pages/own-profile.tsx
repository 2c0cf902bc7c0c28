import { Stack } from '@mantine/core';
import type { Member } from '@mithaq/contracts';
import { useState } from 'react';
import { PhotoPrivacySwitch } from '../components/photo-privacy-switch';
import { PhotoUploadDialog } from '../components/photo-upload-dialog';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSections } from '../components/profile-sections';
import { ProfileWizard } from '../components/wizard/profile-wizard';
import type { SectionKey } from '../lib/profile-fields';

interface OwnProfileProps {
  member: Member;
  initialEdit: SectionKey | null;
  /** Opened from an 'Add photo' link elsewhere (the dashboard's suggestion). */
  isPhotoUploadOpen?: boolean;
}

/** The signed-in member's own profile: everything editable, section by section. */
export function OwnProfile({ member, initialEdit, isPhotoUploadOpen = false }: OwnProfileProps) {
  const [isPhotoOpen, setIsPhotoOpen] = useState(isPhotoUploadOpen);
  const [isWizardOpen, setIsWizardOpen] = useState(false);
  const isFemale = member.gender.toLowerCase() === 'female';
  return (
    <Stack gap="md">
      <ProfileHeader
        profile={member}
        own={{ member, onChangePhoto: () => setIsPhotoOpen(true), onCompleteProfile: () => setIsWizardOpen(true) }}
      >
        {isFemale && <PhotoPrivacySwitch isBlurred={member.photoBlurred} />}
      </ProfileHeader>
      <ProfileSections profile={member} canEdit initialEdit={initialEdit} />
      <PhotoUploadDialog opened={isPhotoOpen} onClose={() => setIsPhotoOpen(false)} />
      {isWizardOpen && <ProfileWizard member={member} opened onClose={() => setIsWizardOpen(false)} />}
    </Stack>
  );
}
