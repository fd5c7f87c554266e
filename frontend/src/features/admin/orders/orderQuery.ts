import {
  pathsApiAdminOrdersGetParametersQueryOrderStatusValues,
  pathsApiAdminOrdersGetParametersQuerySortByValues,
  pathsApiAdminOrdersGetParametersQueryStatusValues,
} from '../../../../generated/api-schema';
import { nextColumnSort } from '../components/useListParams';
import { historyNote, type RulesResponse, type TrackingRule as ServedTrackingRule } from '../../rules';
import type {
  AdminOrder,
  OrderListQuery,
  OrderSort,
  OrderStatus,
  PaymentStatus,
  SortOrder,
  UpdateOrderStatusPayload,
} from './types';

type Carrier = NonNullable<NonNullable<UpdateOrderStatusPayload['tracking']>['carrier']>;

/** The screen's texts (docs/design/orders.md). */
export const ORDERS_MESSAGES = {
  loadFailed: 'Impossible de charger les commandes',
  updateFailed: 'Erreur lors de la mise à jour du statut',
  refreshed: 'Données actualisées',
  notProvided: 'Non renseigné',
} as const;

/** 10, 20 (default), 50 or 100 orders per page (docs/design/orders.md). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The server searches words of at least 3 characters (its trigram index). */
export const SEARCH_MIN_WORD = 3;

/** The values the server accepts for each filter of the list (generated from its OpenAPI document). */
const SORTS: readonly OrderSort[] = pathsApiAdminOrdersGetParametersQuerySortByValues;
const ORDER_STATUSES: readonly OrderStatus[] = pathsApiAdminOrdersGetParametersQueryOrderStatusValues;
const PAYMENT_STATUSES: readonly PaymentStatus[] = pathsApiAdminOrdersGetParametersQueryStatusValues;

export const DEFAULT_ORDER_QUERY: OrderListQuery = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  orderStatus: '',
  status: '',
  refundOnly: false,
  search: '',
};

/** The list's state lives in the address (?page=&limit=&orderStatus=&status=&refund=1&search=&sortBy=&sortOrder=). */
export function queryFromParams(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sortBy = params.get('sortBy') as OrderSort | null;
  const orderStatus = params.get('orderStatus') as OrderStatus | null;
  const status = params.get('status') as PaymentStatus | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sortBy: sortBy && SORTS.includes(sortBy) ? sortBy : 'createdAt',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    orderStatus: orderStatus && ORDER_STATUSES.includes(orderStatus) ? orderStatus : '',
    status: status && PAYMENT_STATUSES.includes(status) ? status : '',
    refundOnly: params.get('refund') === '1',
    search: (params.get('search') ?? '').slice(0, 100),
  };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromQuery(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.orderStatus) params.set('orderStatus', query.orderStatus);
  if (query.status) params.set('status', query.status);
  if (query.refundOnly) params.set('refund', '1');
  if (query.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.sortBy !== 'createdAt' || query.sortOrder !== 'desc') {
    params.set('sortBy', query.sortBy);
    params.set('sortOrder', query.sortOrder);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The text worth sending to the server: at least one word of 3 characters, else no search. */
export function searchableText(search: string): string {
  const text = search.trim();
  return text.split(/\s+/).some((word) => [...word].length >= SEARCH_MIN_WORD) ? text : '';
}

/** GET /api/admin/orders parameters (docs/design/orders.md: page, limit, sortBy, sortOrder, optional filters). */
export function apiParamsFromQuery(query: OrderListQuery): Record<string, string | number> {
  const search = searchableText(query.search);
  return {
    page: query.page,
    limit: query.limit,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.orderStatus ? { orderStatus: query.orderStatus } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.refundOnly ? { refundRequired: 'true' } : {}),
    ...(search ? { search } : {}),
  };
}

/** A reset link appears when any filter (state, payment, per page, search) is active (docs/design/orders.md). */
export function hasActiveFilters(query: OrderListQuery): boolean {
  return (
    query.orderStatus !== '' ||
    query.status !== '' ||
    query.refundOnly ||
    query.search.trim() !== '' ||
    query.limit !== DEFAULT_PAGE_SIZE
  );
}

/** Every filter back to its default; the sort stays. */
export function resetFilters(query: OrderListQuery): OrderListQuery {
  return { ...DEFAULT_ORDER_QUERY, sortBy: query.sortBy, sortOrder: query.sortOrder };
}

/** Clicking a column: the same column flips; another starts descending for dates and amounts. */
export function nextSort(
  query: OrderListQuery,
  column: OrderSort,
): { sortBy: OrderSort; sortOrder: SortOrder } {
  return nextColumnSort(query, column, ['createdAt', 'total']);
}

export interface StatusForm {
  orderStatus: OrderStatus | '';
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  notes: string;
}

export const EMPTY_STATUS_FORM: StatusForm = {
  orderStatus: '',
  carrier: '',
  trackingNumber: '',
  trackingUrl: '',
  notes: '',
};

/** The server's shipping rule the modal checks: which state needs tracking, and the message when it is missing. */
export type TrackingRule = Pick<ServedTrackingRule, 'trackedStatus' | 'trackingRequiredMessage'>;

/**
 * The modal's check before sending (docs/design/orders.md), in the server's words; the server checks it again.
 * Choosing no state or the current one cannot happen: the list offers only the server's next states
 * and the button waits for a choice.
 */
export function statusFormError(form: StatusForm, tracking: TrackingRule): string | null {
  if (form.orderStatus === tracking.trackedStatus && (!form.carrier.trim() || !form.trackingNumber.trim())) {
    return tracking.trackingRequiredMessage;
  }
  return null;
}

/** What the payload needs of the server's rules: the default history note and the tracked state. */
export type PayloadRules = Pick<RulesResponse, 'defaultHistoryNote'> & {
  tracking: Pick<ServedTrackingRule, 'trackedStatus'>;
};

/** PUT body: tracking only when shipping; the note typed, else the server's default one (docs/design/orders.md). */
export function statusPayload(
  order: Pick<AdminOrder, 'orderStatus' | 'orderStatusLabel' | 'allowedTransitions'>,
  form: StatusForm,
  rules: PayloadRules,
) {
  const target = form.orderStatus as OrderStatus;
  const toLabel = order.allowedTransitions.find((t) => t.status === target)?.label ?? target;
  const trackingUrl = form.trackingUrl.trim();
  return {
    orderStatus: target,
    expectedStatus: order.orderStatus,
    notes: form.notes.trim() || historyNote(rules.defaultHistoryNote, order.orderStatusLabel, toLabel),
    ...(target === rules.tracking.trackedStatus
      ? {
          tracking: {
            // One of the server's carriers (the form offers them; the server refuses any other).
            carrier: form.carrier.trim() as Carrier,
            trackingNumber: form.trackingNumber.trim(),
            ...(trackingUrl ? { trackingUrl } : {}),
          },
        }
      : {}),
  };
}

/** 'Camille Peeters' (or the email when the snapshot has no name). */
export function customerName(order: Pick<AdminOrder, 'billingInfo'>): string {
  const { firstName, lastName, email } = order.billingInfo;
  return [firstName, lastName].filter(Boolean).join(' ').trim() || email;
}

/** Badge tone of an order state. */
export function orderTone(status: string): 'success' | 'warning' | 'danger' | 'info' | 'muted' {
  if (status === 'livree') return 'success';
  if (status === 'payee') return 'warning';
  if (status === 'en_preparation' || status === 'expediee') return 'info';
  if (status === 'annulee' || status === 'retournee') return 'danger';
  return 'muted';
}

/** Badge tone of a payment status. */
export function paymentTone(status: string): 'success' | 'warning' | 'danger' | 'muted' {
  if (status === 'paid') return 'success';
  if (status === 'open' || status === 'pending' || status === 'authorized') return 'warning';
  if (status === 'failed' || status === 'canceled' || status === 'expired') return 'danger';
  return 'muted';
}
