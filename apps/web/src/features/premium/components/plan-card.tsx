import { Badge, Box, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lifetimeCostsLessThanMonths, type Plan, type PlanId } from '@mithaq/contracts/plans';
import type { Member } from '@mithaq/contracts/profile';
import { IconCheck, IconCrown, IconDiamond, IconMedal, IconShieldLock, IconSparkles } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePlanTexts } from '../lib/plan-text';
import { PlanAction } from './plan-action';
import lines from './script-line-heights.module.css';

interface PlanLook {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Colour of the top accent bar (decorative). */
  accent: string;
  /** Icon tile: background and glyph colours. */
  tile: { bg: string; fg: string };
}

const LOOKS: Record<PlanId, PlanLook> = {
  free: {
    icon: IconSparkles,
    accent: '#a3d4c3',
    tile: { bg: 'emerald.0', fg: 'emerald.7' },
  },
  silver: { icon: IconMedal, accent: '#adb5bd', tile: { bg: 'gray.1', fg: 'gray.7' } },
  gold: { icon: IconCrown, accent: '#e2b04d', tile: { bg: 'gold.0', fg: 'gold.8' } },
  platinum: { icon: IconDiamond, accent: '#0b5d4b', tile: { bg: 'emerald.8', fg: 'gold.2' } },
};

/** A plan is badged only for a reason the card states (docs/decisions/0068-a-plan-badged-for-a-stated-reason.md). */
const BEST_VALUE_MONTHS = lifetimeCostsLessThanMonths();

interface PlanCardProps {
  plan: Plan;
  isSignedIn: boolean;
  tier: Member['membershipTier'] | null;
  membership?: { planId: PlanId; premiumUntil: string | null };
}

export function PlanCard({ plan, isSignedIn, tier, membership }: PlanCardProps) {
  const t = useT();
  const texts = usePlanTexts();
  const look = LOOKS[plan.id];
  const Icon = look.icon;
  const bestValueMonths = plan.premium !== null && plan.premium.months === null ? BEST_VALUE_MONTHS : null;
  const isRecommended = bestValueMonths !== null;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      p={0}
      shadow={isRecommended ? 'md' : 'xs'}
      style={{
        borderColor: isRecommended ? '#c9962f' : '#eadfca',
        borderWidth: isRecommended ? 2 : 1,
        overflow: 'visible',
      }}
    >
      <Box h={6} bg={look.accent} style={{ borderRadius: '16px 16px 0 0' }} />
      <Stack gap="md" p={{ base: 'lg', sm: 'xl' }} pt="lg" h="100%">
        <Stack gap={6}>
          <Box style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <ThemeIcon size={44} radius="md" bg={look.tile.bg} c={look.tile.fg} aria-hidden>
              <Icon size={24} stroke={1.8} />
            </ThemeIcon>
            {isRecommended ? (
              <Badge color="gold.3" c="#1f2a27" variant="filled" size="md">
                {t('premium.plans.bestValue')}
              </Badge>
            ) : null}
          </Box>
          <Title id={titleId} order={3} fz={22} c="emerald.9" mt={6}>
            {texts.name(plan.id)}
          </Title>
          <Text fz="sm" c="gray.7">
            {texts.tagline(plan.id)}
          </Text>
        </Stack>
        <Box>
          <Text fz={36} fw={700} className={lines.price} c="#1f2a27">
            {texts.price(plan)}
          </Text>
          <Text fz="sm" c="gray.7" mt={2}>
            {texts.duration(plan.id)}
          </Text>
          {bestValueMonths !== null ? (
            <Text fz="sm" c="gray.8" fw={600} mt={4}>
              {t('premium.plans.bestValueReason', { months: bestValueMonths })}
            </Text>
          ) : null}
        </Box>
        <List
          spacing={8}
          fz="sm"
          c="gray.8"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" color="emerald.7" aria-hidden>
              <IconCheck size={13} stroke={3} />
            </ThemeIcon>
          }
        >
          {[...texts.features(plan), texts.dailyPicks(plan), texts.firstMessages(plan)].map((feature) =>
            feature ? <List.Item key={feature}>{feature}</List.Item> : null,
          )}
        </List>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <ThemeIcon size={20} radius="xl" variant="light" color="gold" c="gold.8" aria-hidden>
            <IconShieldLock size={13} />
          </ThemeIcon>
          <Text fz="sm" c="gray.8">
            {texts.beforeVerifying(plan)}
          </Text>
        </Group>
        <PlanAction plan={plan} isSignedIn={isSignedIn} tier={tier} membership={membership} />
      </Stack>
    </Card>
  );
}
