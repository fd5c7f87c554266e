/** The back office's order management: the routes chunk and the dashboard's statistics card. */
export { default as AdminOrdersRoutes } from './AdminOrdersRoutes';
export { RevenueStatsCard } from './RevenueStatsCard';
export { RestockOrdersList } from './RestockOrdersList';
