import { useListParams } from '../components/useListParams';
import { useGetToPrepareQuery } from './endpoints';
import { paramsFromQuery, queryFromParams } from './orderQuery';
import type { ToPrepare } from './types';
import './to-prepare.css';

const count = new Intl.NumberFormat('fr-BE');
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-27' → '27 nov. 2026'. */
export const frenchDay = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
};

const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** 'À préparer' (docs/design/shipping-run.md): the paid orders waiting, per day and per box. */
export function ToPreparePanel() {
  const { data } = useGetToPrepareQuery();
  // The list's address: 'Voir ces commandes' shows the paid orders, oldest first.
  const { update } = useListParams(queryFromParams, paramsFromQuery);
  if (!data) return null;
  return (
    <ToPrepareCard
      data={data}
      onShow={() => update({ orderStatus: 'payee', sortBy: 'createdAt', sortOrder: 'asc', page: 1 })}
    />
  );
}

export function ToPrepareCard({ data, onShow }: { data: ToPrepare; onShow: () => void }) {
  if (data.total === 0) {
    return (
      <section className="to-prepare" aria-label="À préparer">
        <p className="to-prepare__empty">Rien à préparer</p>
      </section>
    );
  }
  return (
    <details className="to-prepare" aria-label="À préparer" open>
      <summary className="to-prepare__summary">
        {plural(data.total, 'commande à préparer', 'commandes à préparer')}
      </summary>
      <div className="to-prepare__body">
        <div>
          <h2 className="to-prepare__title">Par jour</h2>
          <ul className="to-prepare__list" aria-label="Par jour">
            {data.days.map((d) => (
              <li key={d.day}>
                {frenchDay(d.day)} : {plural(d.orders, 'commande', 'commandes')}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="to-prepare__title">Par box</h2>
          <ul className="to-prepare__list" aria-label="Par box">
            {data.boxes.lines.map((line) => {
              const extra = [
                line.gifts ? `dont ${plural(line.gifts, 'cadeau', 'cadeaux')}` : '',
                line.renewals ? `dont ${plural(line.renewals, 'renouvellement', 'renouvellements')}` : '',
              ].filter(Boolean);
              return (
                <li key={line.productId}>
                  {line.name} × {count.format(line.quantity)}
                  {extra.length > 0 && ` (${extra.join(', ')})`}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {data.capped && <p className="to-prepare__note">Comptées sur les 5 000 plus anciennes</p>}
      <button type="button" className="btn btn--secondary btn--sm" onClick={onShow}>
        Voir ces commandes
      </button>
    </details>
  );
}
