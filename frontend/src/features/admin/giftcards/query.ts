import { formatMoney } from '../../../lib/format';
import type { AdminGiftCardQuery, GiftCardStatusFilter } from './types';

/** The status filter (the server's statuses; without one, every card but those never paid). */
export const STATUS_FILTERS: { value: GiftCardStatusFilter; label: string }[] = [
  { value: '', label: 'Toutes (payées ou émises)' },
  { value: 'active', label: 'Actives' },
  { value: 'disabled', label: 'Désactivées' },
  { value: 'expired', label: 'Expirées' },
  { value: 'withdrawn', label: 'Remboursées (rétractation)' },
  { value: 'en_attente', label: 'En attente du paiement' },
  { value: 'annulee', label: 'Annulées (jamais payées)' },
];

const STATUSES = new Set<string>(STATUS_FILTERS.map((f) => f.value).filter(Boolean));

/** The list's state lives in the address (?status=&search=&page=). */
export function queryFromParams(params: URLSearchParams): AdminGiftCardQuery {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (STATUSES.has(status) ? status : '') as GiftCardStatusFilter,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function paramsFromQuery(query: AdminGiftCardQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A status's badge tone. */
export function giftCardTone(status: string): string {
  if (status === 'active') return 'success';
  if (status === 'disabled' || status === 'annulee') return 'danger';
  return 'info';
}

export const masked = (last4: string | null) => (last4 ? `•••• ${last4}` : '—');

export const euros = (cents: number) => formatMoney(cents / 100);
