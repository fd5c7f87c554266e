import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { useReceiveWithdrawalMutation } from './endpoints';

/** 'Marchandise reçue': the goods of a withdrawal came back; the order becomes 'retournee'. */
export function ReceiveButton({ id, orderId }: { id: string; orderId: string }) {
  const [receive, { isLoading }] = useReceiveWithdrawalMutation();
  const run = async () => {
    try {
      await receive({ id, orderId }).unwrap();
      toast.success(`Marchandise reçue : la commande ${orderId} est retournée. Vous pouvez la rembourser.`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'La réception n’a pas pu être enregistrée.'), {
        id: `receive-${id}`,
      });
    }
  };
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      onClick={() => void run()}
      disabled={isLoading}
      aria-busy={isLoading}
    >
      Marchandise reçue
    </button>
  );
}
