export { OrdersPage } from './OrdersPage';
export { ordersApi, useGetMyOrdersQuery, useLazyGetMyOrderQuery } from './endpoints';
export type { CustomerOrder } from './types';
