import { Alert } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

/**
 * Above the composer while staff review the viewer's account (docs/decisions/0067-risk-record.md
 * "Restrict"): what they send is kept and delivered once the review is finished. Calm and plain, not an
 * alarm: it may be a mistake, and the member is told what happens, not accused. A status region, so a
 * notice that appears after a send is read out; the composer points to it too (`id`).
 */
export function ReviewNotice({ id }: { id: string }) {
  const t = useT();
  return (
    <Alert
      id={id}
      role="status"
      color="gray"
      variant="light"
      radius={0}
      py={8}
      px="md"
      icon={<IconHourglassHigh size={18} />}
      styles={{
        root: { borderTop: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' },
        icon: { color: 'var(--mantine-color-gray-7)', marginInlineEnd: 8 },
        message: { color: 'var(--mantine-color-gray-8)', fontSize: 'var(--mantine-font-size-sm)' },
      }}
    >
      {t('messages.review.notice')}
    </Alert>
  );
}
