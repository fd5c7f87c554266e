import { Suspense, type ReactNode } from 'react';
import { Route, Routes, Navigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { GalleryPage, ImageEditorPage } from '../media';
import { AdminLayout } from './components/AdminLayout';
import CreateUserPage from './users/CreateUserPage';
import DashboardPage from './pages/DashboardPage';
import EditUserPage from './users/EditUserPage';
import { AdminGiftCardsPage } from './giftcards';
import { InvoicesPage } from './invoices';
import { AdminOrdersRoutes } from './orders';
import { ProductFormPage, ProductsPage } from './products';
import { AdminSubscriptionsPage } from './subscriptions';
import './products/products.css';
import UsersPage from './users/UsersPage';
import { WithdrawalsPage } from './withdrawals';
// In this order (the cascade's):
import './components/admin-layout.css';
import './pages/dashboard.css';
import './components/admin-list.css';
import './users/user-form.css';

/** The image tools are their own chunks inside the admin area. */
function MediaRoute({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="page-loading">
          <Spinner label="Chargement des outils d'image…" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The back office (lazy-loaded chunk: shoppers never download it): the layout of docs/design/frontend.md and
 * its screens. The route guard (RequireAdmin) sits in front of this chunk.
 */
export default function AdminApp() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="create" element={<CreateUserPage />} />
        <Route path="edit/:id" element={<EditUserPage />} />
        <Route path="orders/*" element={<AdminOrdersRoutes />} />
        <Route path="subscriptions" element={<AdminSubscriptionsPage />} />
        <Route path="gift-cards" element={<AdminGiftCardsPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
        <Route
          path="image-editor"
          element={
            <MediaRoute>
              <ImageEditorPage />
            </MediaRoute>
          }
        />
        <Route
          path="gallery"
          element={
            <MediaRoute>
              <GalleryPage />
            </MediaRoute>
          }
        />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminLayout>
  );
}
