import { Badge } from '@mantine/core';
import type { Member } from '@mithaq/contracts/profile';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { partnerRows } from '../../../../lib/partner-text';
import { usePartnerText } from '../../../../lib/use-partner-text';
import { useOptionText } from '../../lib/option-text';
import { type DetailRow, DetailSection } from './detail-section';
import { type FieldKind, fieldKind, readPath, staffSections } from './staff-fields';

/** A field's value in the staff member's language: option labels, dates and yes/no translated, the rest as written. */
function useFieldText() {
  const t = useT();
  const format = useFormat();
  const option = useOptionText();
  const word = (kind: FieldKind, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') {
      return kind.kind === 'yesNo' ? t('admin.member.notSpecified') : null;
    }
    if (typeof value === 'boolean') return t(value ? 'admin.member.yes' : 'admin.member.no');
    if (kind.kind === 'calendarDate') return format.calendarDate(String(value));
    if (kind.kind === 'option') return option(kind.list, String(value));
    return String(value);
  };
  return (profile: Member, path: string): string | null => word(fieldKind(path), readPath(profile, path));
}

/**
 * The member's partner preferences as the member's own profile words them, each must marked: staff
 * see the dealbreakers other members never do (docs/decisions/0064-finding-the-right-person.md), and
 * the note older text left.
 */
function usePartnerDetailRows() {
  const t = useT();
  const ctx = usePartnerText();
  return (profile: Member): DetailRow[] => {
    const rows: DetailRow[] = partnerRows(ctx, profile).map((row) => ({
      key: `partner.${row.key}`,
      label: t(row.labelKey),
      value: row.text && (
        <>
          {row.text}
          {row.isMust && (
            <Badge component="span" size="sm" color="gold.8" ms={6}>
              {t('profile.partner.must')}
            </Badge>
          )}
        </>
      ),
    }));
    const note = profile.partner.note?.trim();
    if (note) rows.push({ key: 'partner.note', label: t('profile.partner.noteTitle'), value: note });
    return rows;
  };
}

/**
 * The member's profile under the staff's headings, every field contracts declare
 * (docs/decisions/0062-staff-see-the-profile-sections-members-see.md). Loaded with the `profile`
 * catalog, whose field names it reads where the staff catalog has none (member-detail.tsx).
 */
export function ProfileSections({ profile }: { profile: Member }) {
  const t = useT();
  const text = useFieldText();
  const partnerDetail = usePartnerDetailRows();
  return staffSections(profile.gender).map((section) => (
    <DetailSection
      key={section.titleKey}
      title={t(section.titleKey)}
      rows={[
        ...section.fields.map((field) => ({
          key: field.path,
          label: t(field.labelKey),
          value: text(profile, field.path),
        })),
        ...(section.isPartner ? partnerDetail(profile) : []),
      ]}
    />
  ));
}
