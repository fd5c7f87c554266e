import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner';
import { CategoryPage, HomePage, ProductNameCrumb, ProductPage } from '../features/catalog';
import { RequireAdmin, RequireAuth } from './guards';
import { BareLayout, RootShell, ShopLayout } from './layout/Layout';
import type { Crumb, RouteHandle } from './routeHandle';
import {
  AdminApp,
  AuthCallbackPage,
  CartPage,
  CheckoutPage,
  EmailVerificationPage,
  LegalNoticePage,
  LoginPage,
  OrdersPage,
  SubscriptionsPage,
  PaymentResultPage,
  PaymentSuccessRedirect,
  PlaceholderPage,
  PrivacyPolicyPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  ResumePaymentPage,
  TermsOfServicePage,
} from './lazyPages';

/** A lazily loaded screen, with a spinner while its chunk arrives. */
function Chunk({ children, label = 'Chargement de la page…' }: { children: ReactNode; label?: string }) {
  return (
    <Suspense
      fallback={
        <div className="page-loading">
          <Spinner label={label} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

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
          {
            index: true,
            element: <HomePage />,
            handle: { ownTitle: true, crumbs: () => [] } satisfies RouteHandle,
          },
          { path: 'category', element: <CategoryPage />, handle: { ...page('Nos box'), ownTitle: true } },
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
          {
            path: 'cart',
            element: (
              <Chunk>
                <CartPage />
              </Chunk>
            ),
            handle: page('Panier'),
          },
          {
            path: 'checkout',
            element: (
              <RequireAuth>
                <Chunk>
                  <CheckoutPage />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Paiement', [{ label: 'Panier', to: '/cart' }, { label: 'Paiement' }]),
          },
          {
            path: 'checkout/resume',
            element: (
              <RequireAuth>
                <Chunk>
                  <ResumePaymentPage />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Finaliser le paiement', [
              { label: 'Mes commandes', to: '/orders' },
              { label: 'Finaliser le paiement' },
            ]),
          },
          {
            path: 'payment-success',
            element: (
              <Chunk>
                <PaymentSuccessRedirect />
              </Chunk>
            ),
          },
          {
            path: 'payment-result',
            element: (
              <Chunk>
                <PaymentResultPage />
              </Chunk>
            ),
            handle: page('Résultat du paiement'),
          },
          {
            path: 'profile',
            element: (
              <RequireAuth>
                <Chunk>
                  <ProfilePage />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Mon profil'),
          },
          {
            path: 'orders',
            element: (
              <RequireAuth>
                <Chunk>
                  <OrdersPage />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Mes commandes'),
          },
          {
            path: 'abonnements',
            element: (
              <RequireAuth>
                <Chunk>
                  <SubscriptionsPage />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Mes abonnements'),
          },
          {
            path: 'favorites',
            element: (
              <RequireAuth>
                <Chunk>
                  <PlaceholderPage title="Mes favoris" />
                </Chunk>
              </RequireAuth>
            ),
            handle: page('Mes favoris'),
          },
          {
            path: 'auth/callback',
            element: (
              <Chunk>
                <AuthCallbackPage />
              </Chunk>
            ),
            handle: page('Connexion'),
          },
          {
            path: 'reset-password/:token',
            element: (
              <Chunk>
                <ResetPasswordPage />
              </Chunk>
            ),
            handle: page('Nouveau mot de passe'),
          },
          {
            path: 'how-it-works',
            element: (
              <Chunk>
                <PlaceholderPage title="Comment ça marche" />
              </Chunk>
            ),
            handle: page('Comment ça marche'),
          },
          {
            path: 'about',
            element: (
              <Chunk>
                <PlaceholderPage title="À propos" />
              </Chunk>
            ),
            handle: page('À propos'),
          },
          {
            path: 'contact',
            element: (
              <Chunk>
                <PlaceholderPage title="Contact" />
              </Chunk>
            ),
            handle: page('Contact'),
          },
          {
            path: 'privacy-policy',
            element: (
              <Chunk>
                <PrivacyPolicyPage />
              </Chunk>
            ),
            handle: page('Politique de confidentialité'),
          },
          {
            path: 'terms-of-service',
            element: (
              <Chunk>
                <TermsOfServicePage />
              </Chunk>
            ),
            handle: page('Conditions générales de vente'),
          },
          {
            path: 'legal-notice',
            element: (
              <Chunk>
                <LegalNoticePage />
              </Chunk>
            ),
            handle: page('Mentions légales'),
          },
          ...FOOTER_PLACEHOLDERS.map(({ path, title }) => ({
            path,
            element: (
              <Chunk>
                <PlaceholderPage title={title} />
              </Chunk>
            ),
            handle: page(title),
          })),
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: 'login',
            element: (
              <Chunk>
                <LoginPage />
              </Chunk>
            ),
            handle: { title: 'Connexion' },
          },
          {
            path: 'register',
            element: (
              <Chunk>
                <RegisterPage />
              </Chunk>
            ),
            handle: { title: 'Inscription' },
          },
          {
            path: 'email-verification',
            element: (
              <Chunk>
                <EmailVerificationPage />
              </Chunk>
            ),
            handle: { title: "Vérification de l'email" },
          },
        ],
      },
      {
        path: 'admin/*',
        element: (
          <RequireAdmin>
            <Chunk label="Chargement de l'administration…">
              <AdminApp />
            </Chunk>
          </RequireAdmin>
        ),
        handle: { title: 'Administration' },
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
