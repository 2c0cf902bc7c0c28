import { Stack } from '@mantine/core';
import type { Member } from '@mithaq/contracts/profile';
import { lazy, Suspense, useState } from 'react';
import { IncognitoBanner } from '../../visits';
import { PhotoPrivacySwitch } from '../components/photo-privacy-switch';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSections } from '../components/profile-sections';
import type { SectionKey } from '../lib/profile-fields';

// The photo dialog and the wizard load when first opened, not with the profile's first paint
// (docs/decisions/0039-signed-in-pages-speed.md).
const PhotoUploadDialog = lazy(() =>
  import('../components/photo-upload-dialog').then((m) => ({ default: m.PhotoUploadDialog })),
);
const ProfileWizard = lazy(() =>
  import('../components/wizard/profile-wizard').then((m) => ({ default: m.ProfileWizard })),
);

interface OwnProfileProps {
  member: Member;
  initialEdit: SectionKey | null;
  /** Opened from an 'Add photo' link elsewhere (the dashboard's suggestion). */
  isPhotoUploadOpen?: boolean;
}

/** The signed-in member's own profile: everything editable, section by section. */
export function OwnProfile({ member, initialEdit, isPhotoUploadOpen = false }: OwnProfileProps) {
  const [isPhotoOpen, setIsPhotoOpen] = useState(isPhotoUploadOpen);
  // Once loaded the dialog stays mounted, so closing it can animate.
  const [isPhotoLoaded, setIsPhotoLoaded] = useState(isPhotoUploadOpen);
  const openPhoto = () => {
    setIsPhotoLoaded(true);
    setIsPhotoOpen(true);
  };
  const [isWizardOpen, setIsWizardOpen] = useState(false);
  const isFemale = member.gender.toLowerCase() === 'female';
  return (
    <Stack gap="md">
      {/* While incognito is on, says so above everything (docs/decisions/0065-coming-back.md "Incognito"). */}
      <Suspense fallback={null}>
        <IncognitoBanner />
      </Suspense>
      <ProfileHeader
        profile={member}
        own={{ member, onChangePhoto: openPhoto, onCompleteProfile: () => setIsWizardOpen(true) }}
      >
        {isFemale && <PhotoPrivacySwitch isBlurred={member.photoBlurred} />}
      </ProfileHeader>
      <ProfileSections profile={member} canEdit initialEdit={initialEdit} />
      <Suspense fallback={null}>
        {isPhotoLoaded && <PhotoUploadDialog opened={isPhotoOpen} onClose={() => setIsPhotoOpen(false)} />}
        {isWizardOpen && <ProfileWizard member={member} opened onClose={() => setIsWizardOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
