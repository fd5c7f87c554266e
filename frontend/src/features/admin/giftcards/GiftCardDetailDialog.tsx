import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { NoteField } from '../../../components/FormParts';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { useDisableAdminGiftCardMutation, useGetAdminGiftCardQuery } from './endpoints';
import { euros, giftCardTone, masked } from './query';
import type { AdminGiftCard } from './types';

const signed = (cents: number) =>
  cents > 0 ? `+${euros(cents)}` : cents < 0 ? `−${euros(-cents)}` : euros(0);

/**
 * One card (docs/design/gift-cards.md, "Back office"): its movements, oldest first, and what it paid,
 * labels from the server; an active card can be disabled with a reason ('Désactiver').
 */
export function GiftCardDetailDialog({
  card,
  onClose,
  onChanged,
}: {
  card: AdminGiftCard;
  onClose: () => void;
  onChanged: () => void;
}) {
  const detail = useGetAdminGiftCardQuery(card.id, { refetchOnMountOrArgChange: true });
  const [disable, disabling] = useDisableAdminGiftCardMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const shown = detail.data?.giftCard ?? card;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await disable({ id: card.id, reason }).unwrap();
      toast.success(`Carte ${masked(card.last4)} désactivée`);
      setAsking(false);
      setReason('');
      void detail.refetch();
      onChanged();
    } catch (failure) {
      setError(fieldErrors(failure).reason?.[0] ?? errorMessage(failure, 'La désactivation a échoué.'));
    }
  };

  if (asking) {
    return (
      <Dialog
        open
        title={`Désactiver la carte ${masked(card.last4)}`}
        description="Son solde ne pourra plus servir. La raison est gardée dans l’historique de la carte."
        onClose={() => setAsking(false)}
        size="md"
      >
        <form className="admin-giftcards__form" onSubmit={(event) => void submit(event)} noValidate>
          <NoteField
            id="gift-card-disable-reason"
            label="Raison"
            value={reason}
            onChange={setReason}
            required
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gift-card-disable-reason-error' : undefined}
          />
          {error && (
            <p id="gift-card-disable-reason-error" className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="admin-giftcards__actions">
            <button type="button" className="btn btn--secondary btn--md" onClick={() => setAsking(false)}>
              Annuler
            </button>
            <button type="submit" className="btn btn--danger btn--md" disabled={disabling.isLoading}>
              {disabling.isLoading ? 'Désactivation…' : 'Désactiver la carte'}
            </button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={`Carte ${masked(shown.last4)}`}
      onClose={onClose}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
            Fermer
          </button>
          {shown.status === 'active' && (
            <button type="button" className="btn btn--danger btn--md" onClick={() => setAsking(true)}>
              Désactiver
            </button>
          )}
        </>
      }
    >
      <dl className="admin-giftcards__facts">
        <dt>Statut</dt>
        <dd>
          <span className={`status-badge status-badge--${giftCardTone(shown.status)}`}>
            {shown.statusLabel}
          </span>
          {shown.statusReason && <span className="admin-giftcards__muted">{shown.statusReason}</span>}
        </dd>
        <dt>Solde</dt>
        <dd>
          {euros(shown.balanceCents)} sur {euros(shown.initialCents)}
        </dd>
        <dt>Origine</dt>
        <dd>
          {shown.kindLabel}
          {shown.issuedBy ? ` (${shown.issuedBy})` : shown.orderNumber ? ` (${shown.orderNumber})` : ''}
        </dd>
        <dt>Validité</dt>
        <dd>{shown.expiresAt ? `jusqu’au ${formatShortDate(shown.expiresAt)}` : '—'}</dd>
      </dl>
      {detail.isLoading ? (
        <Spinner label="Chargement des mouvements…" />
      ) : detail.isError ? (
        <p role="alert">{errorMessage(detail.error, 'Impossible de charger les mouvements')}</p>
      ) : (
        <>
          <h3 className="admin-giftcards__subtitle">Mouvements</h3>
          <ol className="admin-giftcards__movements" aria-label="Mouvements de la carte">
            {detail.data?.movements.map((m, index) => (
              <li key={index}>
                <span className="admin-giftcards__movement-label">{m.kindLabel}</span>
                <span className="admin-giftcards__amount">{signed(m.amountCents)}</span>
                <span className="admin-giftcards__muted">
                  {formatDateTime(m.at)}
                  {m.reference ? ` — ${m.reference}` : ''}
                </span>
              </li>
            ))}
          </ol>
          {detail.data && detail.data.payments.length > 0 && (
            <>
              <h3 className="admin-giftcards__subtitle">Paiements</h3>
              <ul className="admin-giftcards__movements" aria-label="Paiements de la carte">
                {detail.data.payments.map((p) => (
                  <li key={p.orderNumber}>
                    <span className="admin-giftcards__movement-label">{p.orderNumber}</span>
                    <span className="admin-giftcards__amount">{euros(p.amountCents)}</span>
                    <span className="admin-giftcards__muted">
                      {p.statusLabel}
                      {p.creditedCents > 0 ? ` — recrédité ${euros(p.creditedCents)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
