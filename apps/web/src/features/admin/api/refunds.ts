import type { RefundStatus } from '@mithaq/contracts/payments';
import type { RefundKind } from '@mithaq/contracts/refunds';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** `GET /api/admin/refunds?status=`: the refund queue, with both amounts each request could be refunded. */
export const useRefundQueue = (status: RefundStatus) =>
  useQuery({
    queryKey: adminKeys.refundQueue(status),
    queryFn: () => adminRequest('GET /api/admin/refunds', { query: { status } }),
  });

/** A refund may end the member's plan, whose id the caller does not pass, so member views refresh too. */
const refundViews = () => [adminKeys.refunds(), adminKeys.members(), adminKeys.profiles(), adminKeys.audit()];

/** Refunds through PayU; a PayU failure comes back as the server's message for the dialog to show. */
export const useApproveRefund = () =>
  useAdminMutation(
    ({ id, amount }: { id: string; amount: RefundKind }) =>
      adminRequest('POST /api/admin/refunds/:id/approve', { params: { id }, body: { amount } }),
    refundViews,
  );

export const useDeclineRefund = () =>
  useAdminMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      adminRequest('POST /api/admin/refunds/:id/decline', { params: { id }, body: { reason } }),
    refundViews,
  );
