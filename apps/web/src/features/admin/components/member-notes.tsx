import { Textarea } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

/** The notes a member reads with a staff decision on their photo, ID or selfie (1000 characters at most). */
export function MemberNotes({
  value,
  onChange,
  label,
  description,
}: {
  value: string;
  onChange: (notes: string) => void;
  /** Another label where two such fields share a card. */
  label?: string;
  description?: string;
}) {
  const t = useT();
  return (
    <Textarea
      label={label ?? t('admin.review.notes')}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      minRows={2}
      maxLength={1000}
    />
  );
}
