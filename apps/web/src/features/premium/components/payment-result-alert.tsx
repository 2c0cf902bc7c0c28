import { Trans } from '@lingui/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';

/** A labelled reference line; the value is monospace so ids are easy to read out to support. */
function Reference({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text fz="sm" c="gray.9">
      {label}:{' '}
      <Text span dir="ltr" ff="monospace" fw={600} style={{ wordBreak: 'break-all', unicodeBidi: 'isolate' }}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * The payment provider's return (spec section 2, "Premium page"): status=failure shows 'Payment failed:'
 * with the reason (default from the error catalogue), the transaction id and the provider reference;
 * status=success shows the success message.
 */
export function PaymentResultAlert() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const status = params.get('status');
  const txnid = params.get('txnid');
  const mihpayid = params.get('mihpayid');

  if (status === 'failure') {
    const reason = params.get('reason')?.trim() || t('premium.result.defaultReason');
    return (
      <Alert
        color="red"
        role="alert"
        radius="md"
        icon={<IconAlertTriangle />}
        title={t('premium.result.failedTitle', { reason })}
        styles={{
          title: { color: 'var(--mantine-color-red-9)' },
          root: { border: '1px solid var(--mantine-color-red-3)' },
        }}
      >
        <Stack gap={4}>
          <Reference label={t('premium.result.txnid')} value={txnid} />
          <Reference label={t('premium.result.providerRef')} value={mihpayid} />
          <Text fz="sm" c="gray.9" mt={4}>
            <Trans
              id="premium.result.notUpgraded"
              components={{
                0: (
                  <Anchor
                    component={Link}
                    to={localizedPath(locale, '/contact')}
                    fw={600}
                    fz="inherit"
                    c="red.9"
                    underline="always"
                  />
                ),
              }}
            />
          </Text>
        </Stack>
      </Alert>
    );
  }

  if (status === 'success') {
    return (
      <Alert
        color="green"
        role="status"
        radius="md"
        icon={<IconCircleCheck />}
        title={t('premium.result.succeeded')}
        styles={{
          title: { color: '#1b5e20' },
          root: { border: '1px solid var(--mantine-color-green-3)' },
        }}
      >
        <Stack gap={4}>
          <Text fz="sm" c="gray.9">
            {t('premium.result.thanks')}
          </Text>
          <Reference label={t('premium.result.txnid')} value={txnid} />
          <Reference label={t('premium.result.providerRef')} value={mihpayid} />
        </Stack>
      </Alert>
    );
  }

  return null;
}
