import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { useGetOrderStatsQuery } from './endpoints';
import { chartGeometry } from './revenueChart';
// The order screens' sheets, all of them and in this order wherever imported (one shared stylesheet):
import './orders-list.css';
import './status-modal.css';
import './order-detail.css';

const WIDTH = 240;
const HEIGHT = 64;

/**
 * The dashboard's statistics card: revenue, average basket, orders to process, and a small chart of the
 * last 30 days' revenue (inline SVG, no chart library).
 */
export function RevenueStatsCard() {
  const query = useGetOrderStatsQuery();
  // An answer without figures is as good as none.
  const data = query.data?.overview ? query.data : undefined;
  const isError = query.isError || (query.isSuccess && !data);
  const days = data?.revenueByDay ?? [];
  const geometry = chartGeometry(
    days.map((day) => day.revenue),
    WIDTH,
    HEIGHT,
  );
  const month = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce<(typeof days)[number] | null>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    null,
  );
  const summary = days.length
    ? `Chiffre d'affaires des 30 derniers jours : ${formatMoney(month)}${
        best && best.revenue > 0
          ? `, meilleur jour le ${formatShortDate(best.date)} (${formatMoney(best.revenue)})`
          : ''
      }.`
    : '';

  return (
    <div className="revenue-card">
      {isError ? (
        <p className="revenue-card__error">Statistiques indisponibles pour le moment.</p>
      ) : !data ? (
        <Skeleton height="4rem" />
      ) : (
        <>
          <dl className="revenue-card__figures">
            <div>
              <dt>Chiffre d'affaires</dt>
              <dd>{formatMoney(data.overview.totalRevenue)}</dd>
            </div>
            <div>
              <dt>Panier moyen</dt>
              <dd>{formatMoney(data.overview.averageOrderValue)}</dd>
            </div>
            <div>
              <dt>A traiter</dt>
              <dd>{data.toProcess ?? 0}</dd>
            </div>
          </dl>
          {days.length > 0 && (
            <figure className="revenue-card__chart">
              <svg
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                width="100%"
                height={HEIGHT}
                role="img"
                aria-label={summary}
                preserveAspectRatio="none"
              >
                <path d={geometry.area} className="revenue-card__area" />
                <path d={geometry.line} className="revenue-card__line" fill="none" />
              </svg>
              <figcaption>30 derniers jours : {formatMoney(month)}</figcaption>
            </figure>
          )}
        </>
      )}
      <Link to="/admin/orders" className="admin-card__link">
        Voir les commandes
        <Icon name="chevronRight" size={16} />
      </Link>
    </div>
  );
}
