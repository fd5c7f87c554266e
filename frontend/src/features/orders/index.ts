export { ordersApi, useGetMyOrderQuery, useGetMyOrdersQuery, useLazyGetMyOrderQuery } from './endpoints';
export { itemsSubtotal, shippingFee } from './orders';
export type { CustomerOrder } from './types';
export { downloadCreditNote, downloadInvoice } from './invoice';
