import { Skeleton } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { useGetSubscriptionStatsQuery } from './endpoints';

const count = new Intl.NumberFormat('fr-BE');

/** The dashboard's subscriptions card: monthly recurring revenue and how many are active, paused, suspended. */
export function SubscriptionStatsCard() {
  const { data, isError } = useGetSubscriptionStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError) return <p className="revenue-card__error">Statistiques indisponibles pour le moment.</p>;
  if (!data) return <Skeleton height="3rem" />;
  return (
    <dl className="subscription-stats-card">
      <div>
        <dt>Revenu mensuel récurrent</dt>
        <dd>{formatMoney(data.monthlyRecurringRevenue)}</dd>
      </div>
      <div>
        <dt>Actifs</dt>
        <dd>{count.format(data.active)}</dd>
      </div>
      <div>
        <dt>En pause</dt>
        <dd>{count.format(data.en_pause)}</dd>
      </div>
      <div>
        <dt>Suspendus</dt>
        <dd>{count.format(data.suspendue)}</dd>
      </div>
    </dl>
  );
}
