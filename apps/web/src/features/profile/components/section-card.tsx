import { ActionIcon, Box, Card, DataList, Group, Title, Tooltip } from '@mantine/core';
import type { PublicProfile } from '@mithaq/contracts/profile';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { profileValue } from '../lib/display';
import { fieldsFor, type SectionConfig } from '../lib/profile-fields';
import { PartnerSummary } from './partner/partner-summary';

// The editor's inputs (selects, number and date fields) load on the first edit, not with the
// profile's first paint (docs/decisions/0039-signed-in-pages-speed.md).
const SectionEditor = lazy(() => import('./section-editor').then((m) => ({ default: m.SectionEditor })));
const PartnerSectionEditor = lazy(() =>
  import('./partner/partner-section-editor').then((m) => ({ default: m.PartnerSectionEditor })),
);

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
  const t = useT();
  const { calendarDate } = useFormat();
  const title = t(section.titleKey);
  const editLabel = t('profile.section.edit', { section: title });
  const fields = fieldsFor(section.fields, profile.gender, canEdit);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  // Leaving edit mode unmounts the focused form: give focus back to this section's pencil.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const headingId = `section-${section.key}`;
  const isPartner = section.key === 'partner';
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      padding="lg"
      id={section.key}
      // The preferences' editor needs the page's width: its card spans both columns while open.
      style={isPartner && isEditing ? { gridColumn: '1 / -1' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {/* One section at a time (spec section 4): while another is edited, this pencil steps aside. */}
        {canEdit && (isEditing || isLocked) && <Box w={34} h={34} aria-hidden />}
        {canEdit && !isEditing && !isLocked && (
          <Tooltip label={editLabel} withArrow>
            <ActionIcon
              variant="subtle"
              color="emerald"
              size="lg"
              ref={editButton}
              aria-label={editLabel}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {isEditing ? (
        <Suspense fallback={<LoadingState />}>
          {isPartner ? (
            <PartnerSectionEditor profile={profile} title={title} onDone={onDone} />
          ) : (
            <SectionEditor section={section} fields={fields} profile={profile} onDone={onDone} />
          )}
        </Suspense>
      ) : isPartner ? (
        <PartnerSummary owner={profile} isOwner={canEdit} />
      ) : (
        <DataList orientation="horizontal" labelWidth="45%" gap="xs" size="sm" withDivider>
          {fields.map((field) => {
            const value = profileValue({ t, calendarDate }, profile, field);
            return (
              <DataList.Item key={field.path}>
                <DataList.ItemLabel c="gray.7">{t(field.labelKey)}</DataList.ItemLabel>
                <DataList.ItemValue c={value.isEmpty ? 'gray.7' : undefined} fs={value.isEmpty ? 'italic' : undefined}>
                  {/* Isolated: a member's English text, or a Latin height, keeps its order on a right-to-left page. */}
                  <bdi>{value.text}</bdi>
                </DataList.ItemValue>
              </DataList.Item>
            );
          })}
        </DataList>
      )}
    </Card>
  );
}
