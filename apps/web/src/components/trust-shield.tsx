import { Badge, Button } from '@mantine/core';
import { TRUST_CHECKS, type Trust, trustCheckCount } from '@mithaq/contracts/trust-checks';
import { IconShieldCheck } from '@tabler/icons-react';
import { lazy } from 'react';
import { useT } from '../i18n/use-t';
import { DeferredFloating, type PlaceholderHandlers } from './deferred-floating';

// The list opens on use: its code (Mantine's popovers) loads when a member reaches for it (deferred-floating.tsx).
const TrustChecksPopover = lazy(() =>
  import('./trust-checks-popover').then((m) => ({ default: m.TrustChecksPopover })),
);

interface TrustShieldProps {
  trust: Trust;
  /** The member the checks are about, for the list's label. */
  name: string;
  /**
   * Inside a link (an inbox entry) a button would nest one control in another: the shield then only
   * says the count, and the list opens where the link leads (docs/decisions/0032-trust-badges.md).
   */
  isStatic?: boolean;
}

/**
 * One shield for the trust checks (docs/decisions/0032-trust-badges.md): the count, and on click or
 * Enter the list of what was checked, never the documents. The spec's Verified badge stays apart.
 */
export function TrustShield({ trust, name, isStatic }: TrustShieldProps) {
  const t = useT();
  const count = trustCheckCount(trust);
  const label = t('member.trust.count', { count, total: TRUST_CHECKS.length });
  const color = count > 0 ? 'emerald.8' : 'gray.7';
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
        <span className="visually-hidden">{label}</span>
      </Badge>
    );
  }
  const shieldButton = (handlers?: PlaceholderHandlers) => (
    <Button
      variant="outline"
      color={color}
      size="compact-sm"
      radius="xl"
      fw={600}
      leftSection={<IconShieldCheck size={14} aria-hidden />}
      {...handlers}
    >
      {label}
    </Button>
  );
  return (
    <DeferredFloating placeholder={shieldButton}>
      <TrustChecksPopover target={shieldButton()} trust={trust} name={name} />
    </DeferredFloating>
  );
}
