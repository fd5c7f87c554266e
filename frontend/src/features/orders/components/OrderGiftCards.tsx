import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatMoney, formatShortDate } from '../../../lib/format';
import { useWithdrawGiftCardMutation } from '../endpoints';
import { downloadGiftCardPdf, downloadGiftCardReceipt } from '../invoice';
import type { CustomerOrder } from '../types';

type Card = NonNullable<CustomerOrder['giftCards']>[number];

/** When a card leaves, or left ('Envoyée le 29 novembre 2026 à 10:04'). */
function sendText(card: Card): string {
  if (card.sentAt) return `Envoyée le ${formatDateTime(card.sentAt)}`;
  if (card.delivery === 'print') return 'À imprimer';
  if (card.delivery === 'at_date' && card.sendAt) return `Envoi prévu le ${formatDateTime(card.sendAt)}`;
  return 'Envoyée au paiement';
}

/** Badge tone of a card's status (the label is the server's). */
function tone(status: string): string {
  if (status === 'active') return ' status-badge--success';
  if (status === 'en_attente') return ' status-badge--warning';
  if (status === 'annulee') return ' status-badge--danger';
  return '';
}

const failed = (id: string) => (error: Error) => toast.error(error.message, { id });

/**
 * An order's e-gift cards (docs/design/gift-cards.md): each card's recipient, amount, status and
 * sending, the last 4 characters of its code once paid; the cards' receipt, a printed card's PDF,
 * and the buyer's withdrawal from an unused card within 14 days (the server says until when).
 * Downloads carry the session's token (lib/download), as the invoice does.
 */
export function OrderGiftCards({ order }: { order: CustomerOrder }) {
  const [withdrawing, setWithdrawing] = useState<Card | null>(null);
  const [withdraw] = useWithdrawGiftCardMutation();
  const cards = order.giftCards ?? [];
  if (cards.length === 0) return null;
  const confirmWithdrawal = async (card: Card) => {
    setWithdrawing(null);
    try {
      const done = await withdraw({ cardId: card.id, orderId: order.orderId }).unwrap();
      toast.success(done.message, { id: card.id });
    } catch (error) {
      toast.error(errorMessage(error, 'La rétractation n’a pas pu être enregistrée.'), { id: card.id });
    }
  };
  const receipt = order.giftCardReceipt;
  return (
    <section className="order-section" aria-labelledby={`cards-${order.orderId}`}>
      <h3 id={`cards-${order.orderId}`} className="order-section__title">
        Cartes cadeaux
      </h3>
      <ul role="list" className="order-cards">
        {cards.map((card) => (
          <li key={card.id} className="order-cards__card" data-testid={`order-gift-card-${card.id}`}>
            <p className="order-cards__head">
              <strong>{formatMoney(card.amountCents / 100)}</strong> pour {card.recipientName}
              <span className={`status-badge${tone(card.status)}`}>{card.statusLabel}</span>
            </p>
            <p className="order-cards__meta">
              {card.recipientEmail && <span className="order-cards__email">{card.recipientEmail} · </span>}
              {sendText(card)}
              {card.last4 && (
                <>
                  {' · '}
                  <span aria-label={`code se terminant par ${card.last4}`}>•••• {card.last4}</span>
                </>
              )}
            </p>
            {card.delivery === 'print' && card.last4 && (
              <Button
                variant="secondary"
                size="sm"
                className="order-cards__download"
                icon={<Icon name="copy" size={16} />}
                onClick={() => void downloadGiftCardPdf(card.id, card.last4).catch(failed(card.id))}
              >
                Télécharger la carte à imprimer
              </Button>
            )}
            {card.withdrawableUntil && (
              <Button
                variant="secondary"
                size="sm"
                className="order-cards__download"
                aria-label={`Me rétracter de la carte •••• ${card.last4} (remboursement)`}
                onClick={() => setWithdrawing(card)}
              >
                Me rétracter (jusqu’au {formatShortDate(card.withdrawableUntil)})
              </Button>
            )}
          </li>
        ))}
      </ul>
      {receipt && (
        <Button
          variant="secondary"
          size="sm"
          className="order-cards__download"
          icon={<Icon name="copy" size={16} />}
          aria-label={`Télécharger le reçu des cartes cadeaux ${receipt.number}`}
          onClick={() =>
            void downloadGiftCardReceipt(order.orderId, receipt.number).catch(failed(receipt.number))
          }
        >
          Reçu {receipt.number}
        </Button>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Me rétracter de cette carte cadeau"
        danger
        confirmLabel="Me rétracter et être remboursé(e)"
        message={
          withdrawing && (
            <>
              La carte <strong>•••• {withdrawing.last4}</strong> de{' '}
              {formatMoney(withdrawing.amountCents / 100)} pour {withdrawing.recipientName} ne sera plus
              utilisable, et son montant vous sera remboursé sur le moyen de paiement de la commande.
            </>
          )
        }
        onConfirm={() => withdrawing && void confirmWithdrawal(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
