import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner';
import { ProductNameCrumb } from '../features/catalog';
import { BareLayout, RootShell, ShopLayout } from './layout/Layout';
import type { Crumb, RouteHandle } from './routeHandle';
import {
  AdminApp,
  AuthCallbackPage,
  CartPage,
  CategoryPage,
  CheckoutPage,
  EmailVerificationPage,
  HomePage,
  LegalNoticePage,
  LoginPage,
  OrdersPage,
  SubscriptionsPage,
  GiftPage,
  GiftCardBalancePage,
  GiftCardPage,
  PaymentResultPage,
  PaymentSuccessRedirect,
  PlaceholderPage,
  PrivacyPolicyPage,
  ProductPage,
  ProfilePage,
  RegisterPage,
  RequireAdmin,
  RequireAuth,
  ResetPasswordPage,
  ResumePaymentPage,
  TermsOfServicePage,
} from './lazyPages';
import { FREE_SHIPPING_FROM, SUBSCRIPTION_DISCOUNT_PERCENT } from '../lib/figures';

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

const inChunk = (screen: ReactNode) => <Chunk>{screen}</Chunk>;

function page(title: string, description: string, crumbs?: Crumb[]): RouteHandle {
  return { title, description, crumbs: () => crumbs ?? [{ label: title }] };
}

/** A shopper's own page (cart, checkout, account, sign-in): kept out of search engines. */
function own(handle: RouteHandle): RouteHandle {
  return { ...handle, noindex: true };
}

/** Static pages linked from the footer whose content comes later. */
const FOOTER_PLACEHOLDERS: { path: string; title: string; description: string }[] = [
  {
    path: 'faq',
    title: 'Questions fréquentes',
    description: 'Les réponses aux questions fréquentes sur les box BoxPlaisir.',
  },
  {
    path: 'blog',
    title: 'Blog',
    description: 'Le blog BoxPlaisir : artisans belges, idées cadeaux et nouveautés.',
  },
  {
    path: 'shipping',
    title: 'Livraison',
    description: `Livraison des box BoxPlaisir en Belgique : délais et frais, gratuite dès ${FREE_SHIPPING_FROM}€.`,
  },
  {
    path: 'cookies',
    title: 'Cookies',
    description: 'Les cookies et le stockage local utilisés par la boutique BoxPlaisir.',
  },
  {
    path: 'returns',
    title: 'Retours et remboursements',
    description: 'Retourner une box BoxPlaisir : retours gratuits sous 30 jours et remboursement.',
  },
  {
    path: 'subscription',
    title: 'Abonnement',
    description: `L'abonnement BoxPlaisir : une box chaque mois, tous les deux ou trois mois, à -${SUBSCRIPTION_DISCOUNT_PERCENT} %.`,
  },
];

/** The full route table (docs/design/frontend.md, "Routes") plus the back office. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          {
            index: true,
            element: inChunk(<HomePage />),
            handle: { ownTitle: true, crumbs: () => [], preload: HomePage.preload } satisfies RouteHandle,
          },
          {
            path: 'category',
            element: inChunk(<CategoryPage />),
            handle: {
              ...page(
                'Nos box',
                `Toutes nos box cadeaux belges, en achat unique ou en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %.`,
              ),
              ownTitle: true,
              preload: CategoryPage.preload,
            },
          },
          {
            path: 'search',
            element: inChunk(<CategoryPage mode="search" />),
            handle: page(
              'Recherche',
              'Recherchez une box BoxPlaisir par son nom, sa catégorie ou son contenu.',
              [{ label: 'Nos box', to: '/category' }, { label: 'Recherche' }],
            ),
          },
          {
            path: 'product/:id',
            element: inChunk(<ProductPage />),
            handle: {
              ownTitle: true,
              preload: ProductPage.preload,
              crumbs: (params) => [
                { label: 'Nos box', to: '/category' },
                { label: <ProductNameCrumb id={params.id} /> },
              ],
            } satisfies RouteHandle,
          },
          {
            path: 'cart',
            element: inChunk(<CartPage />),
            handle: own(
              page('Panier', 'Votre panier BoxPlaisir : vos box, les frais de livraison et le total.'),
            ),
          },
          {
            path: 'checkout',
            element: (
              <Chunk>
                <RequireAuth>
                  <CheckoutPage />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(
              page(
                'Paiement',
                'Finalisez votre commande BoxPlaisir : adresse de livraison et paiement sécurisé.',
                [{ label: 'Panier', to: '/cart' }, { label: 'Paiement' }],
              ),
            ),
          },
          {
            path: 'checkout/resume',
            element: (
              <Chunk>
                <RequireAuth>
                  <ResumePaymentPage />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(
              page('Finaliser le paiement', 'Reprenez le paiement de votre commande BoxPlaisir.', [
                { label: 'Mes commandes', to: '/orders' },
                { label: 'Finaliser le paiement' },
              ]),
            ),
          },
          {
            path: 'payment-success',
            element: inChunk(<PaymentSuccessRedirect />),
            handle: own({
              title: 'Retour du paiement',
              description: 'Retour de la page de paiement vers votre commande BoxPlaisir.',
            }),
          },
          {
            path: 'payment-result',
            element: inChunk(<PaymentResultPage />),
            handle: own(
              page('Résultat du paiement', 'Le résultat du paiement de votre commande BoxPlaisir.'),
            ),
          },
          {
            path: 'profile',
            element: (
              <Chunk>
                <RequireAuth>
                  <ProfilePage />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(
              page(
                'Mon profil',
                'Vos coordonnées, votre adresse de livraison et votre mot de passe BoxPlaisir.',
              ),
            ),
          },
          {
            path: 'orders',
            element: (
              <Chunk>
                <RequireAuth>
                  <OrdersPage />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(page('Mes commandes', 'Vos commandes BoxPlaisir, leur suivi et leurs factures.')),
          },
          {
            path: 'abonnements',
            element: (
              <Chunk>
                <RequireAuth>
                  <SubscriptionsPage />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(
              page(
                'Mes abonnements',
                'Vos abonnements BoxPlaisir : prochaine box, fréquence, pause et résiliation.',
              ),
            ),
          },
          {
            path: 'cadeau/:token',
            element: (
              <Chunk label="Chargement de votre cadeau…">
                <GiftPage />
              </Chunk>
            ),
            handle: own(page('Votre cadeau', 'Un abonnement BoxPlaisir vous est offert.')),
          },
          {
            path: 'carte-cadeau',
            element: inChunk(<GiftCardPage />),
            handle: page(
              'Carte cadeau',
              'Offrez une carte cadeau BoxPlaisir, envoyée par e-mail ou à imprimer.',
            ),
          },
          {
            path: 'carte-cadeau/solde',
            element: inChunk(<GiftCardBalancePage />),
            handle: own(
              page('Solde d’une carte cadeau', 'Le solde et la validité de votre carte cadeau BoxPlaisir.', [
                { label: 'Carte cadeau', to: '/carte-cadeau' },
                { label: 'Solde' },
              ]),
            ),
          },
          {
            path: 'favorites',
            element: (
              <Chunk>
                <RequireAuth>
                  <PlaceholderPage title="Mes favoris" />
                </RequireAuth>
              </Chunk>
            ),
            handle: own(page('Mes favoris', 'Les box BoxPlaisir que vous avez mises de côté.')),
          },
          {
            path: 'auth/callback',
            element: inChunk(<AuthCallbackPage />),
            handle: own(page('Connexion', 'Connexion à votre compte BoxPlaisir.')),
          },
          {
            path: 'reset-password/:token',
            element: inChunk(<ResetPasswordPage />),
            handle: own(
              page(
                'Nouveau mot de passe',
                'Choisissez un nouveau mot de passe pour votre compte BoxPlaisir.',
              ),
            ),
          },
          {
            path: 'how-it-works',
            element: inChunk(<PlaceholderPage title="Comment ça marche" />),
            handle: page(
              'Comment ça marche',
              'Comment fonctionnent les box BoxPlaisir : choix, achat unique ou abonnement, livraison en Belgique.',
            ),
          },
          {
            path: 'about',
            element: inChunk(<PlaceholderPage title="À propos" />),
            handle: page('À propos', 'BoxPlaisir, des box cadeaux remplies de produits d’artisans belges.'),
          },
          {
            path: 'contact',
            element: inChunk(<PlaceholderPage title="Contact" />),
            handle: page(
              'Contact',
              'Contactez BoxPlaisir : une question sur une box, une commande ou un abonnement.',
            ),
          },
          {
            path: 'privacy-policy',
            element: inChunk(<PrivacyPolicyPage />),
            handle: page(
              'Politique de confidentialité',
              'Comment BoxPlaisir traite et protège vos données personnelles.',
            ),
          },
          {
            path: 'terms-of-service',
            element: inChunk(<TermsOfServicePage />),
            handle: page(
              'Conditions générales de vente',
              'Les conditions générales de vente des box et abonnements BoxPlaisir.',
            ),
          },
          {
            path: 'legal-notice',
            element: inChunk(<LegalNoticePage />),
            handle: page('Mentions légales', 'Les mentions légales de la boutique BoxPlaisir.'),
          },
          ...FOOTER_PLACEHOLDERS.map(({ path, title, description }) => ({
            path,
            element: inChunk(<PlaceholderPage title={title} />),
            handle: page(title, description),
          })),
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: 'login',
            element: inChunk(<LoginPage />),
            handle: own({ title: 'Connexion', description: 'Connectez-vous à votre compte BoxPlaisir.' }),
          },
          {
            path: 'register',
            element: inChunk(<RegisterPage />),
            handle: own({
              title: 'Inscription',
              description: 'Créez votre compte BoxPlaisir pour commander et suivre vos box.',
            }),
          },
          {
            path: 'email-verification',
            element: inChunk(<EmailVerificationPage />),
            handle: own({
              title: "Vérification de l'email",
              description: "Confirmez l'adresse email de votre compte BoxPlaisir.",
            }),
          },
        ],
      },
      {
        path: 'admin/*',
        element: (
          <Chunk label="Chargement de l'administration…">
            <RequireAdmin>
              <AdminApp />
            </RequireAdmin>
          </Chunk>
        ),
        handle: own({ title: 'Administration', description: 'Administration de la boutique BoxPlaisir.' }),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
