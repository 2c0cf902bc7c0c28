import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@mithaq/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

/** A labelled reference line; the value is monospace so ids are easy to read out to support. */
function Reference({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text fz="sm" c="gray.9">
      {label}:{' '}
      <Text span ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
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
  const [params] = useSearchParams();
  const status = params.get('status');
  const txnid = params.get('txnid');
  const mihpayid = params.get('mihpayid');

  if (status === 'failure') {
    const reason = params.get('reason')?.trim() || MESSAGES.paymentFailedDefault;
    return (
      <Alert
        color="red"
        role="alert"
        radius="md"
        icon={<IconAlertTriangle />}
        title={`Payment failed: ${reason}`}
        styles={{
          title: { color: 'var(--mantine-color-red-9)' },
          root: { border: '1px solid var(--mantine-color-red-3)' },
        }}
      >
        <Stack gap={4}>
          <Reference label="Transaction ID" value={txnid} />
          <Reference label="Payment provider reference" value={mihpayid} />
          <Text fz="sm" c="gray.9" mt={4}>
            You have not been upgraded. If money has left your account, please{' '}
            <Anchor component={Link} to="/contact" fw={600} fz="inherit" c="red.9" underline="always">
              contact support
            </Anchor>{' '}
            with these references.
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
        title={MESSAGES.paymentSucceeded}
        styles={{
          title: { color: '#1b5e20' },
          root: { border: '1px solid var(--mantine-color-green-3)' },
        }}
      >
        <Stack gap={4}>
          <Text fz="sm" c="gray.9">
            Thank you. Keep these references in case you need to contact support.
          </Text>
          <Reference label="Transaction ID" value={txnid} />
          <Reference label="Payment provider reference" value={mihpayid} />
        </Stack>
      </Alert>
    );
  }

  return null;
}
