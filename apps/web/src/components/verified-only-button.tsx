import { Anchor, Button, Stack, Text } from '@mantine/core';
import { VERIFICATION_PATH } from '@mithaq/contracts/trust-tier';
import { IconLock } from '@tabler/icons-react';
import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';

/**
 * Send Interest held back: the member takes interest only from members with a verified ID or selfie
 * (docs/decisions/0066-catching-scammers-early.md). The button stays focusable (aria-disabled, not
 * disabled), so keyboard and screen-reader users reach it and hear why, read from the text under it,
 * with the way to the Verification Center.
 */
export function VerifiedOnlyButton({ fullWidth, style }: { fullWidth: boolean; style?: CSSProperties }) {
  const t = useT();
  const reasonId = useId();
  return (
    <Stack gap={6} style={style}>
      <Button
        fullWidth={fullWidth}
        variant="default"
        // Readable, unlike Mantine's pale disabled text: the reason and its link sit right under it.
        c="gray.8"
        leftSection={<IconLock size={16} aria-hidden />}
        aria-disabled
        aria-describedby={reasonId}
        data-disabled
        onClick={(event) => event.preventDefault()}
      >
        {t('member.interest.send')}
      </Button>
      <Text id={reasonId} size="sm" c="gray.8">
        {t('member.interest.verifiedOnly')}{' '}
        <Anchor component={Link} to={VERIFICATION_PATH} fz="sm" fw={600} c="emerald.9" underline="always">
          {t('member.interest.getVerified')}
        </Anchor>
      </Text>
    </Stack>
  );
}
