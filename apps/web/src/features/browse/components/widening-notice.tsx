import { Alert, Button, List, Text } from '@mantine/core';
import type { Widening } from '@mithaq/contracts/discovery';
import { intlTag } from '@mithaq/contracts/i18n/locales';
import { IconArrowsDiagonal } from '@tabler/icons-react';
import { type Translate, useLocale, useT } from '../../../i18n/use-t';

/** One line per step: "9 more by widening age to 24–34", "6 more by setting aside: Sect, Profession". */
export function wideningLine(t: Translate, step: Widening, list: (items: string[]) => string): string {
  switch (step.kind) {
    case 'preferences':
      return t('browse.widened.preferences', {
        added: step.added,
        criteria: list(step.criteria.map((c) => t(`browse.criterion.${c}`))),
      });
    case 'distance':
      return step.toKm === null
        ? t('browse.widened.distanceAside', { added: step.added })
        : t('browse.widened.distance', { added: step.added, toKm: step.toKm });
    default:
      return t('browse.widened.age', { added: step.added, ageMin: step.ageMin, ageMax: step.ageMax });
  }
}

interface WideningNoticeProps {
  widened: Widening[];
  strict: boolean;
  onStrictChange: (strict: boolean) => void;
}

/**
 * Says what My matches widened when too few fit as asked (docs/decisions/0064-finding-the-right-person.md
 * "When too few fit"), with "Show only exact matches"; once exact, the way back.
 */
export function WideningNotice({ widened, strict, onStrictChange }: WideningNoticeProps) {
  const t = useT();
  const locale = useLocale();
  const listFormat = new Intl.ListFormat(intlTag(locale), { type: 'unit' });
  const list = (items: string[]) => listFormat.format(items);
  if (strict) {
    return (
      <Alert color="gray" variant="light" role="status" title={t('browse.widened.strictTitle')}>
        <Button size="xs" variant="white" color="emerald.8" onClick={() => onStrictChange(false)}>
          {t('browse.widened.include')}
        </Button>
      </Alert>
    );
  }
  return (
    // A status, not an alert: it is there from the list's first drawing, and says what the list is.
    <Alert
      role="status"
      color="gold"
      variant="light"
      icon={<IconArrowsDiagonal size={20} />}
      title={t('browse.widened.title')}
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <List size="sm" spacing={2} c="gray.9">
        {widened
          .filter((step) => step.added > 0)
          .map((step) => (
            // One step of each kind: the server sums a kind's steps into one.
            <List.Item key={step.kind}>{wideningLine(t, step, list)}</List.Item>
          ))}
      </List>
      <Text size="sm" c="gray.8" mt={6}>
        {t('browse.widened.mustsKept')}
      </Text>
      <Button size="xs" mt="xs" variant="white" color="dark" onClick={() => onStrictChange(true)}>
        {t('browse.widened.strict')}
      </Button>
    </Alert>
  );
}
