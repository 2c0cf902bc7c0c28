import { ActionIcon, Box, Card, DataList, Group, Title, Tooltip } from '@mantine/core';
import type { PublicProfile } from '@mithaq/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NOT_SPECIFIED, profileValue } from '../lib/display';
import { fieldsFor, type SectionConfig } from '../lib/profile-fields';
import { SectionEditor } from './section-editor';

interface SectionCardProps {
  section: SectionConfig;
  profile: PublicProfile;
  /** Own profile only (spec section 6: only the owner edits). */
  canEdit: boolean;
  isEditing: boolean;
  /** Another section is being edited: one at a time (spec section 4). */
  isLocked: boolean;
  onEdit: () => void;
  onDone: () => void;
}

/** One profile section: label/value pairs, or its own editor with Save and Cancel. */
export function SectionCard({ section, profile, canEdit, isEditing, isLocked, onEdit, onDone }: SectionCardProps) {
  const fields = fieldsFor(section.fields, profile.gender, canEdit);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  // Leaving edit mode unmounts the focused form: give focus back to this section's pencil.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const headingId = `section-${section.key}`;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" id={section.key}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {section.title}
        </Title>
        {/* One section at a time (spec section 4): while another is edited, this pencil steps aside. */}
        {canEdit && (isEditing || isLocked) && <Box w={34} h={34} aria-hidden />}
        {canEdit && !isEditing && !isLocked && (
          <Tooltip label={`Edit ${section.title}`} withArrow>
            <ActionIcon
              variant="subtle"
              color="emerald"
              size="lg"
              ref={editButton}
              aria-label={`Edit ${section.title}`}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {isEditing ? (
        <SectionEditor section={section} fields={fields} profile={profile} onDone={onDone} />
      ) : (
        <DataList orientation="horizontal" labelWidth="45%" gap="xs" size="sm" withDivider>
          {fields.map((field) => {
            const value = profileValue(profile, field);
            return (
              <DataList.Item key={field.path}>
                <DataList.ItemLabel c="gray.7">{field.label}</DataList.ItemLabel>
                <DataList.ItemValue
                  c={value === NOT_SPECIFIED ? 'gray.7' : undefined}
                  fs={value === NOT_SPECIFIED ? 'italic' : undefined}
                >
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            );
          })}
        </DataList>
      )}
    </Card>
  );
}
