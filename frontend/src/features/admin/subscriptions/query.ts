import type { AdminSubscriptionQuery, SubscriptionStatusFilter } from './types';

/** The status filter's chips (the labels of the server's statuses, in the plural). */
export const STATUS_FILTERS: { value: SubscriptionStatusFilter; label: string }[] = [
  { value: '', label: 'Tous' },
  { value: 'active', label: 'Actifs' },
  { value: 'en_pause', label: 'En pause' },
  { value: 'suspendue', label: 'Suspendus' },
  { value: 'annulee', label: 'Annulés' },
];

const STATUSES = new Set<string>(['active', 'en_pause', 'suspendue', 'annulee', 'en_attente']);

/** The list's state lives in the address (?kind=&status=&search=&page=), so a link or the back button keeps it. */
export function queryFromParams(params: URLSearchParams): AdminSubscriptionQuery {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const gifts = params.get('kind') === 'gift';
  return {
    kind: gifts ? 'gift' : '',
    status: (!gifts && STATUSES.has(status) ? status : '') as SubscriptionStatusFilter,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function paramsFromQuery(query: AdminSubscriptionQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
