import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner';
import {
  AuthCallbackPage,
  EmailVerificationPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from '../features/auth';
import { CartPage } from '../features/cart';
import { ProfilePage } from '../features/profile/ProfilePage';
import { CategoryPage, HomePage, ProductNameCrumb, ProductPage } from '../features/catalog';
import { CheckoutPage } from '../features/checkout';
import { OrdersPage } from '../features/orders';
import { LegalNoticePage, PlaceholderPage, PrivacyPolicyPage, TermsOfServicePage } from '../features/pages';
import { PaymentResultPage, PaymentSuccessRedirect, ResumePaymentPage } from '../features/payments';
import { RequireAdmin, RequireAuth } from './guards';
import { BareLayout, RootShell, ShopLayout } from './layout/Layout';
import type { Crumb, RouteHandle } from './routeHandle';

// The back office is its own chunk: shoppers never download it.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));

function page(title: string, crumbs?: Crumb[]): RouteHandle {
  return { title, crumbs: () => crumbs ?? [{ label: title }] };
}

/** Static pages linked from the footer whose content comes later. */
const FOOTER_PLACEHOLDERS: { path: string; title: string }[] = [
  { path: 'faq', title: 'Questions fréquentes' },
  { path: 'blog', title: 'Blog' },
  { path: 'shipping', title: 'Livraison' },
  { path: 'cookies', title: 'Cookies' },
  { path: 'returns', title: 'Retours et remboursements' },
  { path: 'subscription', title: 'Abonnement' },
];

/** The full route table of the storefront spec (§2) plus the back office. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          { index: true, element: <HomePage />, handle: { crumbs: () => [] } satisfies RouteHandle },
          { path: 'category', element: <CategoryPage />, handle: page('Nos box') },
          {
            path: 'search',
            element: <CategoryPage mode="search" />,
            handle: page('Recherche', [{ label: 'Nos box', to: '/category' }, { label: 'Recherche' }]),
          },
          {
            path: 'product/:id',
            element: <ProductPage />,
            handle: {
              ownTitle: true,
              crumbs: (params) => [
                { label: 'Nos box', to: '/category' },
                { label: <ProductNameCrumb id={params.id} /> },
              ],
            } satisfies RouteHandle,
          },
          { path: 'cart', element: <CartPage />, handle: page('Panier') },
          {
            path: 'checkout',
            element: (
              <RequireAuth>
                <CheckoutPage />
              </RequireAuth>
            ),
            handle: page('Paiement', [{ label: 'Panier', to: '/cart' }, { label: 'Paiement' }]),
          },
          {
            path: 'checkout/resume',
            element: (
              <RequireAuth>
                <ResumePaymentPage />
              </RequireAuth>
            ),
            handle: page('Finaliser le paiement', [
              { label: 'Mes commandes', to: '/orders' },
              { label: 'Finaliser le paiement' },
            ]),
          },
          { path: 'payment-success', element: <PaymentSuccessRedirect /> },
          {
            path: 'payment-result',
            element: <PaymentResultPage />,
            handle: page('Résultat du paiement'),
          },
          {
            path: 'profile',
            element: (
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            ),
            handle: page('Mon profil'),
          },
          {
            path: 'orders',
            element: (
              <RequireAuth>
                <OrdersPage />
              </RequireAuth>
            ),
            handle: page('Mes commandes'),
          },
          {
            path: 'favorites',
            element: (
              <RequireAuth>
                <PlaceholderPage title="Mes favoris" />
              </RequireAuth>
            ),
            handle: page('Mes favoris'),
          },
          {
            path: 'auth/callback',
            element: <AuthCallbackPage />,
            handle: page('Connexion'),
          },
          {
            path: 'reset-password/:token',
            element: <ResetPasswordPage />,
            handle: page('Nouveau mot de passe'),
          },
          {
            path: 'how-it-works',
            element: <PlaceholderPage title="Comment ça marche" />,
            handle: page('Comment ça marche'),
          },
          { path: 'about', element: <PlaceholderPage title="À propos" />, handle: page('À propos') },
          { path: 'contact', element: <PlaceholderPage title="Contact" />, handle: page('Contact') },
          {
            path: 'privacy-policy',
            element: <PrivacyPolicyPage />,
            handle: page('Politique de confidentialité'),
          },
          {
            path: 'terms-of-service',
            element: <TermsOfServicePage />,
            handle: page('Conditions générales de vente'),
          },
          { path: 'legal-notice', element: <LegalNoticePage />, handle: page('Mentions légales') },
          ...FOOTER_PLACEHOLDERS.map(({ path, title }) => ({
            path,
            element: <PlaceholderPage title={title} />,
            handle: page(title),
          })),
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'login', element: <LoginPage />, handle: { title: 'Connexion' } },
          { path: 'register', element: <RegisterPage />, handle: { title: 'Inscription' } },
          {
            path: 'email-verification',
            element: <EmailVerificationPage />,
            handle: { title: "Vérification de l'email" },
          },
        ],
      },
      {
        path: 'admin/*',
        element: (
          <RequireAdmin>
            <Suspense
              fallback={
                <div className="page-loading">
                  <Spinner label="Chargement de l'administration…" />
                </div>
              }
            >
              <AdminApp />
            </Suspense>
          </RequireAdmin>
        ),
        handle: { title: 'Administration' },
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
