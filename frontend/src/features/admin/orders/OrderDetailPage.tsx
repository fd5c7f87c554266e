import { useState, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { useParams } from 'react-router';
import { EmailText } from '../../../components/BreakText';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api';
import { countryName } from '../../../lib/countries';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { downloadCreditNote, downloadInvoice } from '../../orders';
import { BackLink } from '../components/AdminPageHeader';
import { useGetAdminOrderQuery } from './endpoints';
import { customerName, ORDERS_MESSAGES, orderTone, paymentTone } from './orderQuery';
import { GiftBadge, GiftNote } from '../../../components/GiftNote';
import { AboBadge } from './AboBadge';
import { RefundDialog } from './RefundDialog';
import { frequencyLabel, useRules } from '../../rules';
import { StatusModal } from './StatusModal';
import { WithdrawalPanel } from '../withdrawals/WithdrawalPanel';
import type { AdminOrder } from './types';
// The order screens' sheets, all of them and in this order wherever imported (one shared stylesheet):
import './orders-list.css';
import './status-modal.css';
import './order-detail.css';

/** The dates the order went through, in order (only those it has). */
function milestones(order: AdminOrder): { label: string; at: string }[] {
  const all: [string, string | null][] = [
    ['Commande passée', order.createdAt],
    ['Paiement reçu', order.paidAt],
    ['Préparation démarrée', order.preparationStartedAt],
    ['Expédiée', order.shippedAt],
    ['Livrée', order.deliveredAt],
    ['Annulée', order.canceledAt],
    ['Retournée', order.returnedAt],
  ];
  return all.filter((entry): entry is [string, string] => !!entry[1]).map(([label, at]) => ({ label, at }));
}

/** /admin/orders/:orderId: one order, everything the shop knows of it, and its history. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { data: order, isLoading, isError, error, refetch } = useGetAdminOrderQuery(orderId);
  const rules = useRules();
  const [editing, setEditing] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const download = (run: () => Promise<string>, id: string) =>
    void run().catch((failure: Error) => toast.error(failure.message, { id }));

  const back = (
    <BackLink to="/admin/orders" iconSize={18}>
      Retour aux commandes
    </BackLink>
  );

  if (isLoading) {
    return (
      <div className="admin-page">
        {back}
        <div className="page-loading">
          <Spinner label="Chargement de la commande…" />
        </div>
      </div>
    );
  }
  if (isError || !order) {
    return (
      <div className="admin-page">
        {back}
        <div className="notice notice--error" role="alert">
          <p>
            {errorStatus(error) === 404
              ? `Commande ${orderId} introuvable.`
              : errorMessage(error, ORDERS_MESSAGES.loadFailed)}
          </p>
          {errorStatus(error) !== 404 && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void refetch()}>
              Réessayer
            </button>
          )}
        </div>
      </div>
    );
  }

  const shipping = order.shippingInfo;
  return (
    <div className="admin-page order-detail">
      {back}
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">
            Commande <span className="order-number">{order.orderId}</span>
          </h1>
          <p className="admin-page__lead">Passée le {formatDateTime(order.createdAt)}</p>
          <p className="order-detail__badges">
            <span
              className={`status-badge status-badge--${orderTone(order.orderStatus)}`}
              data-testid="order-status"
            >
              {order.orderStatusLabel}
            </span>
            <span className={`status-badge status-badge--${paymentTone(order.status)}`}>
              Paiement : {order.statusLabel || order.status}
            </span>
            <AboBadge order={order} />
            {order.gift && <GiftBadge />}
            {order.refundRequired && <span className="order-badge order-badge--refund">À rembourser</span>}
            {order.restockNeeded && (
              <span className="order-badge order-badge--restock">À réapprovisionner</span>
            )}
          </p>
        </div>
        <div className="order-detail__actions">
          {order.refund?.canRefund && (
            <button type="button" className="btn btn--gold btn--md" onClick={() => setRefunding(true)}>
              Rembourser
            </button>
          )}
          <button type="button" className="btn btn--primary btn--md" onClick={() => setEditing(true)}>
            <Icon name="refresh" size={18} />
            Modifier le statut
          </button>
        </div>
      </header>

      {order.restockNeeded && (
        <div className="notice notice--warning" role="status">
          <p>
            À réapprovisionner : ce renouvellement d'abonnement a été créé sans stock suffisant. Commandez les
            box manquantes avant de le préparer.
          </p>
        </div>
      )}

      {order.refundRequired && (
        <div className="notice notice--warning" role="status">
          <p>
            Cette commande a été payée mais ne sera pas livrée : le montant de{' '}
            {formatMoney(order.refund?.refundable ?? order.amount)} doit être remboursé au client.
          </p>
        </div>
      )}

      <div className="order-detail__grid">
        <DetailPanel id="detail-customer" title="Client">
          <dl className="status-modal__facts">
            <dt>Nom</dt>
            <dd>{customerName(order)}</dd>
            <dt>Email</dt>
            <dd className="status-modal__email">
              <EmailText email={order.billingInfo.email} />
            </dd>
            <dt>Téléphone</dt>
            <dd>{order.billingInfo.phone?.trim() || ORDERS_MESSAGES.notProvided}</dd>
            <dt>Compte</dt>
            <dd>
              {order.customerId
                ? 'Client inscrit'
                : 'Compte supprimé (coordonnées de facturation conservées)'}
            </dd>
          </dl>
          <h3 className="order-detail__subtitle">Facturation</h3>
          <address className="order-detail__address">
            {order.billingInfo.address}
            <br />
            {order.billingInfo.postalCode} {order.billingInfo.city}
            <br />
            {countryName(order.billingInfo.country)}
          </address>
          <h3 className="order-detail__subtitle">Livraison</h3>
          <address className="order-detail__address">
            {[shipping.firstName, shipping.lastName].filter(Boolean).join(' ')}
            <br />
            {shipping.address}
            <br />
            {shipping.postalCode} {shipping.city}
            <br />
            {countryName(shipping.country)}
          </address>
          {order.gift && (
            <GiftNote
              gift={order.gift}
              recipient={[shipping.firstName, shipping.lastName].filter(Boolean).join(' ')}
            />
          )}
        </DetailPanel>

        <DetailPanel id="detail-items" title="Articles">
          <ul role="list" className="order-detail__items">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${index}`}>
                <span>
                  {item.quantity} × {item.name}
                  {item.isSubscription && (
                    <span className="order-detail__frequency">
                      Abonnement{' '}
                      {frequencyLabel(rules, item.frequency ?? rules?.defaultFrequency)?.toLowerCase()}
                    </span>
                  )}
                </span>
                <span>{item.prepaid ? 'Prépayé' : formatMoney(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="order-detail__totals">
            <dt>Sous-total</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
            {order.discount > 0 && (
              <>
                <dt>Remise{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
                <dd>−{formatMoney(order.discount)}</dd>
              </>
            )}
            <dt>Livraison</dt>
            <dd>{order.shipping > 0 ? formatMoney(order.shipping) : 'Gratuite'}</dd>
            <dt className="order-detail__grand">Total</dt>
            <dd className="order-detail__grand">{formatMoney(order.amount)}</dd>
          </dl>
          {order.paymentId && <p className="order-detail__muted">Paiement Mollie : {order.paymentId}</p>}
          {(order.documents ?? []).length > 0 && (
            <ul className="order-detail__documents" aria-label="Factures et notes de crédit">
              {order.documents!.map((document) => (
                <li key={document.number}>
                  <span>
                    {document.kindLabel} {document.number} · {formatMoney(document.total)}
                  </span>
                  {document.kind === 'invoice' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="copy" size={16} />}
                      onClick={() =>
                        download(() => downloadInvoice(order.orderId), `invoice-${order.orderId}`)
                      }
                    >
                      Télécharger la facture
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="copy" size={16} />}
                      onClick={() =>
                        download(() => downloadCreditNote(order.orderId, document.number), document.number)
                      }
                    >
                      Télécharger la note de crédit
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.notes.customer && (
            <p className="order-detail__note">
              <strong>Note du client :</strong> {order.notes.customer}
            </p>
          )}
        </DetailPanel>

        <DetailPanel id="detail-shipping" title="Suivi">
          {order.tracking ? (
            <p className="order-detail__tracking">
              <Icon name="truck" size={18} /> {order.tracking.carrier} · N° {order.tracking.trackingNumber}
              {order.tracking.trackingUrl && (
                <>
                  {' · '}
                  <a href={order.tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                    Suivre le colis
                  </a>
                </>
              )}
            </p>
          ) : (
            <p className="order-detail__muted">Pas encore expédiée.</p>
          )}
          <ol className="order-detail__milestones">
            {milestones(order).map((m) => (
              <li key={m.label}>
                <span>{m.label}</span>
                <time dateTime={m.at}>{formatDateTime(m.at)}</time>
              </li>
            ))}
          </ol>
        </DetailPanel>
      </div>

      {order.withdrawal && <WithdrawalPanel withdrawal={order.withdrawal} orderId={order.orderId} />}

      {order.refund && order.refund.refunds.length > 0 && (
        <DetailPanel id="detail-refunds" title="Remboursements">
          <p className="order-detail__muted">
            Remboursé : {formatMoney(order.refund.refunded)} · Reste remboursable :{' '}
            {formatMoney(order.refund.refundable)}
          </p>
          <ul role="list" className="order-detail__documents" aria-label="Remboursements">
            {order.refund.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  {formatDateTime(refund.createdAt)} · <strong>{formatMoney(refund.amount)}</strong> ·{' '}
                  {refund.statusLabel} · {refund.reason}
                  {refund.creditNoteNumber && <> · {refund.creditNoteNumber}</>}
                </span>
                {refund.creditNoteNumber && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Icon name="copy" size={16} />}
                    onClick={() =>
                      download(
                        () => downloadCreditNote(order.orderId, refund.creditNoteNumber!),
                        refund.creditNoteNumber!,
                      )
                    }
                  >
                    Note de crédit
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </DetailPanel>
      )}

      <DetailPanel id="detail-history" title="Historique">
        <div className="users-table-wrap">
          <table className="users-table order-history">
            <caption className="visually-hidden">Historique des changements de la commande</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Changement</th>
                <th scope="col">Par</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {order.history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>
                    {entry.fromLabel && entry.from !== entry.to ? `${entry.fromLabel} → ` : ''}
                    {entry.toLabel}
                  </td>
                  <td>{entry.byLabel}</td>
                  <td>{entry.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DetailPanel>

      <StatusModal order={editing ? order : null} onClose={() => setEditing(false)} />
      <RefundDialog
        order={refunding ? order : null}
        {...(order.withdrawal?.status === 'recue'
          ? { defaultReason: 'Rétractation du client', defaultAmount: order.withdrawal.amount }
          : {})}
        onClose={() => setRefunding(false)}
      />
    </div>
  );
}

/** A panel of the order page, named by its heading. */
function DetailPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 id={id} className="order-detail__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
