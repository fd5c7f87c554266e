import { Route, Routes } from 'react-router';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';

/** /admin/orders (the list) and /admin/orders/:orderId (one order with its history). */
export default function AdminOrdersRoutes() {
  return (
    <Routes>
      <Route index element={<OrdersPage />} />
      <Route path=":orderId" element={<OrderDetailPage />} />
    </Routes>
  );
}
