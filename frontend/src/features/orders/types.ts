import type { components } from '../../../generated/api-schema';

type Schemas = components['schemas'];
type Response = Schemas['CustomerOrderResponse'];
/** Absent or null: an order saved before the field existed still reads. */
type Loose<T> = { [K in keyof T]?: T[K] | null };
type Core =
  | '_id'
  | 'orderId'
  | 'createdAt'
  | 'amount'
  | 'currency'
  | 'status'
  | 'statusLabel'
  | 'orderStatusLabel'
  | 'subtotal'
  | 'shipping';

/** Order statuses (docs/design/orders.md). */
export type OrderStatus = Schemas['OrderStatus'];
export type OrderItem = Omit<Schemas['OrderItemResponse'], 'frequency'> & {
  frequency?: Schemas['OrderItemResponse']['frequency'];
};
export type OrderAddress = Partial<Schemas['BillingInfoResponse']> & { sameAsBilling?: boolean };
/** What the server says about withdrawing from an order. */
export type CustomerWithdrawal = Schemas['CustomerWithdrawalResponse'];

/** GET /api/orders and /:orderId, generated from the backend's OpenAPI document: euros, the server's labels. */
export type CustomerOrder = Pick<Response, Core> &
  Loose<
    Omit<
      Response,
      Core | 'orderStatus' | 'items' | 'shippingInfo' | 'creditNotes' | 'withdrawal' | 'canResume'
    >
  > & {
    /** An unknown status (a newer server) reads as awaiting payment. */
    orderStatus: OrderStatus | string;
    items: OrderItem[];
    shippingInfo?: OrderAddress | null;
    creditNotes?: Response['creditNotes'];
    withdrawal?: CustomerWithdrawal;
    canResume?: boolean;
  };
