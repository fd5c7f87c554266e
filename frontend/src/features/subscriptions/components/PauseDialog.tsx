import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { usePauseSubscriptionMutation } from '../endpoints';
import { SUBSCRIPTION_TEXTS } from '../texts';

interface PauseDialogProps {
  subscriptionId: string;
  open: boolean;
  onClose: () => void;
  onPaused: (until: string) => void;
}

/**
 * 'Mettre en pause': a date input; the server checks the date (after today, at most 3 months away) and
 * its French message is shown under the field.
 */
export function PauseDialog({ subscriptionId, open, onClose, onPaused }: PauseDialogProps) {
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pause, { isLoading }] = usePauseSubscriptionMutation();
  const formId = `pause-${subscriptionId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await pause({ id: subscriptionId, until }).unwrap();
      onPaused(until);
    } catch (failure) {
      setError(fieldErrors(failure).until?.[0] ?? errorMessage(failure, SUBSCRIPTION_TEXTS.failed));
    }
  };

  const close = () => {
    setError(undefined);
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Mettre en pause"
      description="Aucune box n'est envoyée ni prélevée pendant la pause (au plus 3 mois). Vous pouvez reprendre à tout moment."
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn--secondary btn--md" onClick={close}>
            Annuler
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn--primary btn--md"
            disabled={isLoading}
            aria-busy={isLoading}
          >
            Confirmer la pause
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          type="date"
          label="En pause jusqu'au"
          name="until"
          required
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={error}
          hint="La prochaine box arrivera au plus tôt à cette date."
        />
      </form>
    </Dialog>
  );
}
