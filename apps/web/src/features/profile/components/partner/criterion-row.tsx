import { Box, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PartnerCriterion } from '@mithaq/contracts/partner-criteria';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../../../../i18n/use-t';
import { criterionLabelKey } from '../../../../lib/partner-text';
import classes from './partner-editor.module.css';

interface CriterionRowProps {
  criterion: PartnerCriterion;
  /** Whether the preference holds a value: only then can it be a must. */
  isSet: boolean;
  isMust: boolean;
  onMustChange: (isMust: boolean) => void;
  /** What the preference now says, beside its name ('25–32', 'Any age'). */
  summary?: ReactNode;
  /** The id of the text saying a must needs a value. */
  mustHintId: string;
  error?: string;
  /** The controls, given the row's name for those that have no visible label of their own. */
  children: (name: string) => ReactNode;
}

/**
 * One preference: its name, its controls, and whether it is a must (a dealbreaker: nobody who fails it
 * is shown, either way) or a preference (it only ranks) (docs/decisions/0064-finding-the-right-person.md
 * "Preferences a server can use"). A group named by the preference, for screen readers.
 */
export function CriterionRow({
  criterion,
  isSet,
  isMust,
  onMustChange,
  summary,
  mustHintId,
  error,
  children,
}: CriterionRowProps) {
  const t = useT();
  const id = useId();
  const name = t(criterionLabelKey(criterion));
  return (
    <Box role="group" aria-labelledby={`${id}-name`} className={classes.row} data-must={isMust || undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="center">
          <Group gap={8} wrap="wrap" align="baseline" miw={0}>
            <Text id={`${id}-name`} fw={600} size="sm">
              {name}
            </Text>
            {summary && (
              <Text size="sm" c="gray.7" component="span">
                {/* Isolated: '25–32' keeps its order on a right-to-left page. */}
                <bdi>{summary}</bdi>
              </Text>
            )}
          </Group>
          <SegmentedControl
            size="xs"
            aria-label={t('profile.partner.mustToggle', { criterion: name })}
            aria-describedby={isSet ? undefined : mustHintId}
            disabled={!isSet}
            value={isMust ? 'must' : 'prefer'}
            onChange={(value) => onMustChange(value === 'must')}
            color={isMust ? 'gold.8' : 'emerald'}
            data={[
              { value: 'prefer', label: t('profile.partner.prefer') },
              { value: 'must', label: t('profile.partner.must') },
            ]}
          />
        </Group>
        {children(name)}
        {error && <Input.Error>{error}</Input.Error>}
      </Stack>
    </Box>
  );
}
