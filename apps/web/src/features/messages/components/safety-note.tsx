import { Alert } from '@mantine/core';
import { IconShieldHeart } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import classes from './messages.module.css';

/**
 * Under a received message that asks for money or a payment handle (contracts' detectMoneyRequest):
 * a calm note, not an alarm. Only the receiver sees it; the sender is never told or blocked.
 */
export function SafetyNote() {
  const t = useT();
  return (
    <Alert
      className={classes.safetyNote}
      role="note"
      aria-label={t('messages.safety.label')}
      color="gold"
      variant="light"
      radius="md"
      py={8}
      px="sm"
      icon={<IconShieldHeart size={18} />}
      styles={{
        root: { border: '1px solid var(--mantine-color-gold-2)' },
        icon: { color: 'var(--mantine-color-gold-8)', marginInlineEnd: 8 },
        message: { color: 'var(--mantine-color-gold-9)', fontSize: 'var(--mantine-font-size-sm)' },
      }}
    >
      {t('messages.safety.moneyWarning')}
    </Alert>
  );
}
