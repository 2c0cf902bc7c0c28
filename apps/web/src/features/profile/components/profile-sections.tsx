import { SimpleGrid } from '@mantine/core';
import type { PublicProfile } from '@mithaq/contracts/profile';
import { useEffect, useState } from 'react';
import { PROFILE_SECTIONS, type SectionKey } from '../lib/profile-fields';
import { SectionCard } from './section-card';

interface ProfileSectionsProps {
  profile: PublicProfile;
  canEdit: boolean;
  /** A section to open in edit mode on arrival (e.g. ?edit=partner from the match score). */
  initialEdit?: SectionKey | null;
}

/** The six section cards; one is edited at a time (spec section 4: view, editing one, saved or cancelled). */
export function ProfileSections({ profile, canEdit, initialEdit = null }: ProfileSectionsProps) {
  const [editing, setEditing] = useState<SectionKey | null>(canEdit ? initialEdit : null);

  useEffect(() => {
    if (!canEdit || !initialEdit) return;
    setEditing(initialEdit);
    document.getElementById(initialEdit)?.scrollIntoView({ block: 'start' });
  }, [canEdit, initialEdit]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {PROFILE_SECTIONS.map((section) => (
        <SectionCard
          key={section.key}
          section={section}
          profile={profile}
          canEdit={canEdit}
          isEditing={editing === section.key}
          isLocked={editing !== null && editing !== section.key}
          onEdit={() => setEditing(section.key)}
          onDone={() => setEditing(null)}
        />
      ))}
    </SimpleGrid>
  );
}
