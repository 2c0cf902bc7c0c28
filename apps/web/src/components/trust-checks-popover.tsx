import { Group, Popover, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { TRUST_CHECKS, type Trust } from '@mithaq/contracts/trust-checks';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { type ReactElement, useId } from 'react';
import { useT } from '../i18n/use-t';

interface TrustChecksPopoverProps {
  /** The shield's button. */
  target: ReactElement;
  trust: Trust;
  /** The member the checks are about, for the list's label. */
  name: string;
}

/**
 * The list of what was checked, never the documents (docs/decisions/0032-trust-badges.md), opened
 * from the shield's button. Loaded when a member reaches for it (trust-shield.tsx).
 */
export function TrustChecksPopover({ target, trust, name }: TrustChecksPopoverProps) {
  const t = useT();
  const labelId = useId();
  return (
    <Popover position="bottom-start" withArrow shadow="md" trapFocus returnFocus width={280}>
      <Popover.Target>{target}</Popover.Target>
      {/* Mantine names the dialog after its button; the member's name says whose checks these are. */}
      <Popover.Dropdown aria-labelledby={labelId}>
        <VisuallyHidden id={labelId}>{t('member.trust.listLabel', { name })}</VisuallyHidden>
        <Text fw={700} size="sm" mb="xs">
          {t('member.trust.title')}
        </Text>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {TRUST_CHECKS.map((check) => (
            <Group component="li" key={check} gap="xs" wrap="nowrap">
              <CheckIcon isDone={trust[check]} />
              <Text size="sm">{t(`member.trust.${check}.${trust[check] ? 'done' : 'notDone'}`)}</Text>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="gray.7" mt="sm">
          {t('member.trust.note')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

function CheckIcon({ isDone }: { isDone: boolean }) {
  return (
    <ThemeIcon
      size={20}
      radius="xl"
      style={{ flexShrink: 0 }}
      color={isDone ? 'emerald.8' : 'gray.3'}
      c={isDone ? 'white' : 'gray.8'}
      aria-hidden
    >
      {isDone ? <IconCheck size={14} /> : <IconMinus size={14} />}
    </ThemeIcon>
  );
}
