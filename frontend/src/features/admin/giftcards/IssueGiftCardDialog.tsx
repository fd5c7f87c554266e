import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { NoteField } from '../../../components/FormParts';
import { GiftMessageField } from '../../../components/GiftMessageField';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useRules } from '../../rules';
import { useIssueAdminGiftCardMutation } from './endpoints';
import type { AdminGiftCard } from './types';

const EMPTY = { amount: '', recipientName: '', recipientEmail: '', message: '', reason: '' };

/** '25' or '25,50' → cents; anything else is sent as it is typed, for the server to refuse in French. */
const toCents = (amount: string): number => Math.round(Number(amount.replace(',', '.').trim()) * 100);

/**
 * 'Émettre une carte' (docs/design/gift-cards.md, "Back office"): customer service issues a card by
 * hand, with the sold card's rules (amount, recipient, message) and a reason; the server mails its code.
 */
export function IssueGiftCardDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (card: AdminGiftCard) => void;
}) {
  const rules = useRules()?.giftCard;
  const [issue, issuing] = useIssueAdminGiftCardMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const error = (field: string) => errors[field]?.[0];

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const card = await issue({
        amountCents: toCents(form.amount),
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        message: form.message || null,
        reason: form.reason,
      }).unwrap();
      setForm(EMPTY);
      onIssued(card);
    } catch (caught) {
      const found = fieldErrors(caught);
      setErrors(found);
      if (Object.keys(found).length === 0)
        setFailure(errorMessage(caught, 'La carte n’a pas pu être émise.'));
    }
  };

  return (
    <Dialog
      open={open}
      title="Émettre une carte"
      description="Active tout de suite, valable 12 mois ; le destinataire reçoit son code par e-mail."
      onClose={close}
      size="md"
    >
      <form className="admin-giftcards__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Montant (€)"
          inputMode="numeric"
          value={form.amount}
          onChange={(event) => set('amount')(event.target.value)}
          hint={rules?.amountMessage}
          error={error('amountCents')}
          required
        />
        <TextField
          label="Nom du destinataire"
          value={form.recipientName}
          onChange={(event) => set('recipientName')(event.target.value)}
          error={error('recipientName')}
          autoComplete="off"
          required
        />
        <TextField
          label="E-mail du destinataire"
          type="email"
          value={form.recipientEmail}
          onChange={(event) => set('recipientEmail')(event.target.value)}
          error={error('recipientEmail')}
          autoComplete="off"
          required
        />
        {rules && (
          <GiftMessageField
            id="gift-card-issue-message"
            value={form.message}
            max={rules.messageMax}
            error={error('message')}
            onChange={set('message')}
          />
        )}
        <NoteField
          id="gift-card-issue-reason"
          label="Raison (gardée dans l’historique)"
          value={form.reason}
          onChange={set('reason')}
          required
          maxLength={500}
          aria-invalid={error('reason') ? true : undefined}
          aria-describedby={error('reason') ? 'gift-card-issue-reason-error' : undefined}
        />
        {error('reason') && (
          <p id="gift-card-issue-reason-error" className="field__error" role="alert">
            {error('reason')}
          </p>
        )}
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-giftcards__actions">
          <button type="button" className="btn btn--secondary btn--md" onClick={close}>
            Annuler
          </button>
          <button type="submit" className="btn btn--primary btn--md" disabled={issuing.isLoading}>
            {issuing.isLoading ? 'Émission…' : 'Émettre la carte'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
