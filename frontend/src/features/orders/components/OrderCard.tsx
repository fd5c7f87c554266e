import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { buttonClass, Button } from '../../../components/Button';
import { EmailText } from '../../../components/BreakText';
import { GiftBadge, GiftNote } from '../../../components/GiftNote';
import { Icon } from '../../../components/Icon';
import { countryName } from '../../../lib/countries';
import { formatDate, formatMoney, plural } from '../../../lib/format';
import { frequencyLabel, useRules } from '../../rules';
import { downloadCreditNote, downloadInvoice } from '../invoice';
import type { CustomerOrder, OrderAddress } from '../types';
import { OrderBreakdown } from './OrderBreakdown';
import { OrderGiftCards } from './OrderGiftCards';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';
import { WithdrawalSection } from './WithdrawalSection';

export const COMING_SOON = 'Fonctionnalité bientôt disponible';

/** Badge tone of a payment status (the label itself is the server's). */
function paymentTone(status: string): string {
  if (status === 'paid') return 'success';
  if (status === 'open' || status === 'pending' || status === 'authorized') return 'warning';
  if (status === 'failed' || status === 'canceled' || status === 'expired') return 'danger';
  return 'muted';
}

const UNSETTLED: Record<string, string> = {
  canceled: 'Paiement annulé',
  failed: 'Paiement refusé',
  expired: 'Paiement expiré',
};

/**
 * A payment that did not go through while its order still waits: one clear message (what happened,
 * that nothing was charged, what the shopper can do) instead of a red badge beside 'En attente'.
 */
function unsettledPayment(order: CustomerOrder): string | null {
  if (order.orderStatus !== 'en_attente_paiement') return null;
  return UNSETTLED[order.status] ?? null;
}

function Address({
  title,
  address,
  showContact,
}: {
  title: string;
  address: OrderAddress | null | undefined;
  showContact?: boolean;
}) {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <div className="order-address">
      <h3 className="order-section__title">{title}</h3>
      <address>
        {name && <span>{name}</span>}
        {address.address && <span>{address.address}</span>}
        {(address.postalCode || address.city) && (
          <span>{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
        )}
        {address.country && <span>{countryName(address.country)}</span>}
        {showContact && address.email && (
          <span>
            <EmailText email={address.email} />
          </span>
        )}
        {showContact && address.phone && <span>{address.phone}</span>}
      </address>
    </div>
  );
}

interface OrderCardProps {
  order: CustomerOrder;
  expanded: boolean;
  onToggle: () => void;
}

/** One order: reference, date, payment badge, status; expanded: timeline, items, addresses, figures. */
export function OrderCard({ order, expanded, onToggle }: OrderCardProps) {
  const panelId = useId();
  const rules = useRules();
  const count = order.items.reduce((sum, item) => sum + item.quantity, order.giftCards?.length ?? 0);
  // An order of e-gift cards only ships nothing and has no invoice (its receipt is the cards').
  const boxes = order.items.length > 0;
  const tracking = order.tracking;
  const comingSoon = () => toast.info(COMING_SOON, { id: 'orders-coming-soon' });
  const [downloading, setDownloading] = useState(false);
  const invoice = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(order.orderId);
    } catch (error) {
      toast.error((error as Error).message, { id: `invoice-${order.orderId}` });
    } finally {
      setDownloading(false);
    }
  };
  const unsettled = unsettledPayment(order);
  const creditNote = (number: string) =>
    void downloadCreditNote(order.orderId, number).catch((error: Error) =>
      toast.error(error.message, { id: number }),
    );

  return (
    <li className={`order-card ${expanded ? 'order-card--open' : ''}`} data-testid={`order-${order.orderId}`}>
      <h2 className="order-card__heading">
        <button
          type="button"
          className="order-card__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="order-card__main">
            <span className="order-card__ref">
              Commande {order.orderId}
              {order.subscriptionId && (
                <span className="order-badge-abo" title="Box d'un abonnement" data-testid="order-abo">
                  Abo
                </span>
              )}
              {order.gift && <GiftBadge />}
            </span>
            <span className="order-card__date">
              Passée le <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
              {plural(count, 'article')}
            </span>
          </span>
          <span className="order-card__status">
            <span
              className={`status-badge status-badge--${unsettled ? 'warning' : paymentTone(order.status)}`}
              data-testid="payment-badge"
            >
              {unsettled ?? (order.statusLabel || order.status)}
            </span>
            <span className="order-card__order-status" data-testid="order-status">
              {unsettled ? 'Aucun montant débité' : order.orderStatusLabel}
            </span>
          </span>
          <span className="order-card__amount" data-testid="order-amount">
            {formatMoney(order.amount)}
          </span>
          <Icon name="chevronRight" size={20} className="order-card__chevron" />
        </button>
      </h2>

      <div id={panelId} className="order-card__panel" hidden={!expanded}>
        {expanded && (
          <>
            {order.canResume && (
              <div className="notice order-card__resume">
                <p>
                  <Icon name="clock" size={18} />{' '}
                  {unsettled
                    ? `${unsettled} : aucun montant n'a été débité. Vous pouvez relancer le paiement ; sans paiement dans les 15 minutes suivant la commande, elle est annulée automatiquement.`
                    : "Le paiement de cette commande n'est pas finalisé."}
                </p>
                <Link
                  to={`/checkout/resume?orderId=${encodeURIComponent(order.orderId)}`}
                  className={buttonClass('primary', 'sm')}
                >
                  Finaliser le paiement
                </Link>
              </div>
            )}

            {order.subscriptionId && (
              <p className="order-card__subscription">
                <Icon name="refresh" size={18} />
                <span>Cette commande est une box de votre abonnement.</span>
                <Link to={`/abonnements#abonnement-${order.subscriptionId}`}>Voir l'abonnement</Link>
              </p>
            )}

            {/* A cards-only order ships nothing: its cards say when they leave. */}
            {boxes && (
              <section className="order-section">
                <h3 className="order-section__title">Suivi</h3>
                <OrderTimeline order={order} />
                {tracking && (tracking.trackingNumber || tracking.trackingUrl) && (
                  <p className="order-tracking">
                    <Icon name="truck" size={18} />
                    <span>
                      {tracking.carrier && <>{tracking.carrier} · </>}
                      {tracking.trackingNumber && (
                        <>
                          N° de suivi <strong>{tracking.trackingNumber}</strong>
                        </>
                      )}
                    </span>
                    {tracking.trackingUrl && (
                      <a
                        href={tracking.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="link-arrow"
                      >
                        Suivre mon colis
                      </a>
                    )}
                  </p>
                )}
              </section>
            )}

            <section className="order-section">
              <h3 className="order-section__title">Articles</h3>
              <OrderBreakdown
                order={order}
                look="card"
                totalLabel="Total"
                testIds={{ shipping: 'order-shipping' }}
                badge={(item) => (
                  <span className="badge badge--gold order-item__sub">
                    Abonnement
                    {frequencyLabel(rules, item.frequency) && <> · {frequencyLabel(rules, item.frequency)}</>}
                  </span>
                )}
              />
              {boxes && <p className="summary__vat">TVA incluse</p>}
              <OrderPayments order={order} />
            </section>

            <OrderGiftCards order={order} />

            <section className="order-section order-section--addresses">
              <Address title="Facturation" address={order.billingInfo} showContact />
              {!boxes ? null : order.shippingInfo?.sameAsBilling ? (
                <div className="order-address">
                  <h3 className="order-section__title">Livraison</h3>
                  <p>Identique à l'adresse de facturation</p>
                </div>
              ) : (
                <Address
                  title={order.gift ? 'Livraison du cadeau' : 'Livraison'}
                  address={order.shippingInfo}
                />
              )}
            </section>

            {order.gift && (
              <section className="order-section">
                <GiftNote
                  gift={order.gift}
                  recipient={[order.shippingInfo?.firstName, order.shippingInfo?.lastName]
                    .filter(Boolean)
                    .join(' ')}
                />
              </section>
            )}

            {order.notes?.customer && (
              <section className="order-section">
                <h3 className="order-section__title">Votre note</h3>
                <p>{order.notes.customer}</p>
              </section>
            )}

            <WithdrawalSection order={order} />

            <div className="order-card__actions">
              {order.status === 'paid' && boxes && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void invoice()}
                  disabled={downloading}
                  aria-busy={downloading}
                  icon={<Icon name="copy" size={16} />}
                >
                  Télécharger la facture
                </Button>
              )}
              {(order.creditNotes ?? []).map((note) => (
                <Button
                  key={note.number}
                  variant="secondary"
                  size="sm"
                  onClick={() => creditNote(note.number)}
                  icon={<Icon name="copy" size={16} />}
                  aria-label={`Télécharger la note de crédit ${note.number} (${formatMoney(note.total)})`}
                >
                  Note de crédit {note.number}
                </Button>
              ))}
              {boxes && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={comingSoon}
                  icon={<Icon name="star" size={16} />}
                >
                  Laisser un avis
                </Button>
              )}
              <Link to="/contact" className={buttonClass('ghost', 'sm')}>
                <Icon name="mail" size={16} />
                Contacter le support
              </Link>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
