import { Badge, Button, Group, Popover, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { TRUST_CHECKS, type Trust, trustCheckCount } from '@mithaq/contracts';
import { IconCheck, IconMinus, IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../i18n/use-t';

interface TrustShieldProps {
  trust: Trust;
  /** The member the checks are about, for the list's label. */
  name: string;
  /**
   * Inside a link (an inbox entry) a button would nest one control in another: the shield then only
   * says the count, and the list opens where the link leads (docs/decisions.md "Trust badges").
   */
  isStatic?: boolean;
}

/**
 * One shield for the trust checks (docs/decisions.md "Trust badges"): the count, and on click or
 * Enter the list of what was checked, never the documents. The spec's Verified badge stays apart.
 */
export function TrustShield({ trust, name, isStatic }: TrustShieldProps) {
  const t = useT();
  const count = trustCheckCount(trust);
  const label = t('member.trust.count', { count, total: TRUST_CHECKS.length });
  const color = count > 0 ? 'emerald.8' : 'gray.7';
  const labelId = useId();
  if (isStatic) {
    // Compact beside a name in a narrow list; the full count is what a screen reader hears.
    return (
      <Badge
        variant="outline"
        color={color}
        tt="none"
        title={label}
        leftSection={<IconShieldCheck size={12} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        <span aria-hidden>{t('member.trust.short', { count, total: TRUST_CHECKS.length })}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    );
  }
  return (
    <Popover position="bottom-start" withArrow shadow="md" trapFocus returnFocus width={280}>
      <Popover.Target>
        <Button
          variant="outline"
          color={color}
          size="compact-sm"
          radius="xl"
          fw={600}
          leftSection={<IconShieldCheck size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Popover.Target>
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
