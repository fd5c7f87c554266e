export { ordersApi, useGetMyOrderQuery, useGetMyOrdersQuery, useLazyGetMyOrderQuery } from './endpoints';
export type { CustomerOrder } from './types';
export { downloadCreditNote, downloadInvoice } from './invoice';
export { OrderBreakdown } from './components/OrderBreakdown';
