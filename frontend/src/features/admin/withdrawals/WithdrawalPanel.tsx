import { formatDateTime, formatMoney } from '../../../lib/format';
import type { AdminWithdrawal } from '../orders/types';
import { ReceiveButton } from './ReceiveButton';

/** The order detail's withdrawal: what the customer sends back, why, where it stands; 'Marchandise reçue'. */
export function WithdrawalPanel({ withdrawal, orderId }: { withdrawal: AdminWithdrawal; orderId: string }) {
  return (
    <section className="admin-panel" aria-labelledby="detail-withdrawal" data-testid="order-withdrawal">
      <h2 id="detail-withdrawal" className="order-detail__title">
        Rétractation du client
      </h2>
      <p>
        <strong>{withdrawal.statusLabel}</strong> · demandée le {formatDateTime(withdrawal.requestedAt)}
        {withdrawal.receivedAt && <> · marchandise reçue le {formatDateTime(withdrawal.receivedAt)}</>}
        {withdrawal.refundedAt && <> · remboursée le {formatDateTime(withdrawal.refundedAt)}</>}
      </p>
      <p>
        Articles renvoyés : {withdrawal.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')} · à
        rembourser : <strong>{formatMoney(withdrawal.amount)}</strong>
      </p>
      {withdrawal.reason && <p>Motif : {withdrawal.reason}</p>}
      {withdrawal.canReceive && <ReceiveButton id={withdrawal.id} orderId={orderId} />}
    </section>
  );
}
