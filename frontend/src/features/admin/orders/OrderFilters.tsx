import { useId } from 'react';
import { SelectField } from '../components/SelectField';
import { PAGE_SIZES } from './orderQuery';
import type { OrderListQuery, OrderStats } from './types';

const count = new Intl.NumberFormat('fr-BE');

interface OrderFiltersProps {
  id: string;
  hidden: boolean;
  query: OrderListQuery;
  update: (changes: Partial<OrderListQuery>) => void;
  statusOptions: NonNullable<OrderStats['byStatus']>;
  paymentOptions: NonNullable<OrderStats['paymentStatuses']>;
}

/** 'Filtres avancés' of the order list: state, payment, page size, orders to refund. */
export function OrderFilters({
  id,
  hidden,
  query,
  update,
  statusOptions,
  paymentOptions,
}: OrderFiltersProps) {
  const refundId = useId();
  return (
    <div id={id} className="orders-filters" hidden={hidden}>
      <SelectField
        label="État de la commande"
        value={query.orderStatus}
        onChange={(value) => update({ orderStatus: value as OrderListQuery['orderStatus'], page: 1 })}
      >
        <option value="">Tous les états</option>
        {statusOptions.map((option) => (
          <option key={option.status} value={option.status}>
            {option.label} ({count.format(option.count)})
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Statut du paiement"
        value={query.status}
        onChange={(value) => update({ status: value as OrderListQuery['status'], page: 1 })}
        options={paymentOptions.map((option) => ({ value: option.status, label: option.label }))}
      >
        <option value="">Tous les paiements</option>
      </SelectField>
      <SelectField
        label="Commandes par page"
        value={query.limit}
        onChange={(value) => update({ limit: Number(value), page: 1 })}
        options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
      />
      <label className="orders-filters__check" htmlFor={refundId}>
        <input
          id={refundId}
          type="checkbox"
          checked={query.refundOnly}
          onChange={(event) => update({ refundOnly: event.target.checked, page: 1 })}
        />
        À rembourser seulement
      </label>
    </div>
  );
}
