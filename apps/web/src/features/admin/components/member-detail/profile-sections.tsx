import type { Member } from '@mithaq/contracts/profile';
import { formatAgeRange, partnerAgeRange } from '@mithaq/contracts/profile-rules';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { useOptionText } from '../../lib/option-text';
import { DetailSection } from './detail-section';
import { type FieldKind, fieldKind, readPath, staffSections } from './staff-fields';

/** A field's value in the staff member's language: option labels, dates and yes/no translated, the rest as written. */
function useFieldText() {
  const t = useT();
  const format = useFormat();
  const option = useOptionText();
  /** The partner age range, else the older free text it could not be read from, marked as such. */
  const partnerAge = (partner: Member['partner']): string | null => {
    const range = partnerAgeRange(partner);
    if (range) return formatAgeRange(range);
    return partner.ageNote ? t('admin.member.ageNote', { note: partner.ageNote }) : null;
  };
  const word = (kind: FieldKind, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') {
      return kind.kind === 'yesNo' ? t('admin.member.notSpecified') : null;
    }
    if (typeof value === 'boolean') return t(value ? 'admin.member.yes' : 'admin.member.no');
    if (kind.kind === 'calendarDate') return format.calendarDate(String(value));
    if (kind.kind === 'option') return option(kind.list, String(value));
    return String(value);
  };
  return (profile: Member, path: string): string | null => {
    const kind = fieldKind(path);
    return kind.kind === 'partnerAge' ? partnerAge(profile.partner) : word(kind, readPath(profile, path));
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
  return staffSections(profile.gender).map((section) => (
    <DetailSection
      key={section.titleKey}
      title={t(section.titleKey)}
      rows={section.fields.map((field) => ({
        key: field.path,
        label: t(field.labelKey),
        value: text(profile, field.path),
      }))}
    />
  ));
}
