import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Radio, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { GIFT_SUBSCRIPTION_RULE, isoDay } from '../../cart';
import { RecipientFields } from '../../gifts';
import {
  useChangeGiftAddressMutation,
  useChangeGiftNoticeMutation,
  usePostponeGiftBoxMutation,
} from '../giftEndpoints';
import {
  GIFT_ADDRESS_FIELDS,
  GIFT_SUBSCRIPTION_TEXTS as T,
  addressErrors,
  giftAddressRequest,
  giftNoticeRequest,
  type GiftAddressField,
  type GiftAddressRequest,
  type GiftNoticeRequest,
  type GiftSubscription,
} from '../giftSubscriptions';

interface GiftDialogProps {
  gift: GiftSubscription;
  onClose: () => void;
}

function Footer({
  formId,
  label,
  busy,
  onClose,
}: {
  formId: string;
  label: string;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
        Annuler
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn--primary btn--md"
        disabled={busy}
        aria-busy={busy}
      >
        {label}
      </button>
    </>
  );
}

/** 'Modifier l'adresse': the boxes not yet prepared go to this address (buyer and recipient). */
export function GiftAddressDialog({ gift, onClose }: GiftDialogProps) {
  const [values, setValues] = useState<GiftAddressRequest>(() => giftAddressRequest(gift.recipient));
  const [errors, setErrors] = useState<Partial<Record<GiftAddressField, string>>>({});
  const [save, { isLoading }] = useChangeGiftAddressMutation();
  const formId = `gift-address-${gift.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      GIFT_ADDRESS_FIELDS.filter((field) => !values[field].trim()).map((field) => [
        field,
        GIFT_SUBSCRIPTION_RULE.recipientFieldMessage,
      ]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await save({ id: gift.id, body: giftAddressRequest(values) }).unwrap();
      toast.success(T.addressChanged);
      onClose();
    } catch (failure) {
      const found = addressErrors(fieldErrors(failure));
      setErrors(found);
      if (Object.keys(found).length === 0) toast.error(errorMessage(failure, T.failed));
    }
  };

  return (
    <Dialog
      open
      size="md"
      title="Modifier l'adresse de livraison"
      description="Les box pas encore préparées partiront à cette adresse."
      onClose={onClose}
      footer={<Footer formId={formId} label="Enregistrer l'adresse" busy={isLoading} onClose={onClose} />}
    >
      <form id={formId} className="gift-form" onSubmit={(event) => void submit(event)} noValidate>
        <RecipientFields
          idPrefix={formId}
          value={values}
          fields={GIFT_ADDRESS_FIELDS}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
      </form>
    </Dialog>
  );
}

/** 'Changer l'annonce': when the recipient is told (before it happened), in the server's words. */
export function GiftNoticeDialog({ gift, onClose }: GiftDialogProps) {
  const [notify, setNotify] = useState<GiftNoticeRequest['notify']>(gift.notify);
  const [date, setDate] = useState(gift.notifyAt?.slice(0, 10) ?? '');
  const [time, setTime] = useState(gift.notifyAt?.slice(11, 16) ?? '');
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useChangeGiftNoticeMutation();
  const formId = `gift-notice-${gift.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (notify === 'at_date' && (!date || !time)) {
      setError(GIFT_SUBSCRIPTION_RULE.recipientFieldMessage);
      return;
    }
    try {
      await save({ id: gift.id, body: giftNoticeRequest(notify, date, time) }).unwrap();
      toast.success(T.noticeChanged);
      onClose();
    } catch (failure) {
      const errors = fieldErrors(failure);
      setError(errors.notifyAt?.[0] ?? errors.notify?.[0] ?? errorMessage(failure, T.failed));
    }
  };

  return (
    <Dialog
      open
      size="md"
      title="Quand prévenir le destinataire ?"
      onClose={onClose}
      footer={<Footer formId={formId} label="Enregistrer" busy={isLoading} onClose={onClose} />}
    >
      <form id={formId} className="gift-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="gift-form__group">
          <legend className="visually-hidden">Quand prévenir le destinataire ?</legend>
          {GIFT_SUBSCRIPTION_RULE.notices.map((notice) => (
            <Radio
              key={notice.value}
              id={`${formId}-${notice.value}`}
              name={`${formId}-notify`}
              label={notice.label}
              checked={notify === notice.value}
              onChange={() => {
                setNotify(notice.value as GiftNoticeRequest['notify']);
                setError(undefined);
              }}
            />
          ))}
        </fieldset>
        {notify === 'at_date' && (
          <div className="gift-form__when">
            <TextField
              id={`${formId}-date`}
              label="Date de l'annonce"
              type="date"
              required
              min={isoDay(new Date())}
              value={date}
              error={error}
              onChange={(event) => setDate(event.target.value)}
            />
            <TextField
              id={`${formId}-time`}
              label="Heure de l'annonce"
              hint="Heure de Bruxelles"
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
        )}
        {notify !== 'at_date' && error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** 'Reporter la prochaine box' (the recipient): a date up to latestPostponeDate. */
export function GiftPostponeDialog({ gift, onClose }: GiftDialogProps) {
  const [date, setDate] = useState(gift.nextBoxDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const [postpone, { isLoading }] = usePostponeGiftBoxMutation();
  const formId = `gift-postpone-${gift.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setError(GIFT_SUBSCRIPTION_RULE.recipientFieldMessage);
      return;
    }
    try {
      await postpone({ id: gift.id, date }).unwrap();
      toast.success(T.postponed);
      onClose();
    } catch (failure) {
      setError(fieldErrors(failure).date?.[0] ?? errorMessage(failure, T.failed));
    }
  };

  return (
    <Dialog
      open
      title="Reporter la prochaine box"
      description={`Au plus ${GIFT_SUBSCRIPTION_RULE.postponeMaxMonths} mois après sa date prévue.`}
      onClose={onClose}
      footer={<Footer formId={formId} label="Confirmer le report" busy={isLoading} onClose={onClose} />}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${formId}-date`}
          label="Nouvelle date de la prochaine box"
          type="date"
          required
          min={gift.nextBoxDate ?? undefined}
          max={gift.latestPostponeDate ?? undefined}
          value={date}
          error={error}
          onChange={(event) => {
            setDate(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
