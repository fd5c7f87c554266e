import { createElement, lazy, type ComponentType } from 'react';

// Every screen is its own chunk, fetched when its route is opened: a shopper browsing the
// catalogue never downloads the back office, the image tools, checkout, cart or account code, and
// a first page brings only its own screen. The catalogue pages (rendered on the server) are loaded
// before rendering or hydrating them (preloadMatchedPages), then the others when the browser is idle.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProps = any;
type Page = ComponentType<AnyProps> & { preload: () => Promise<unknown> };
const pages: Page[] = [];

/** A screen in its own chunk: suspends until loaded, then renders at once (also after preload()). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<AnyProps>): Page {
  let loaded: ComponentType<AnyProps> | undefined;
  const preload = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = ((props: AnyProps) => createElement(loaded ?? Lazy, props)) as Page;
  Page.preload = preload;
  pages.push(Page);
  return Page;
}

/** Loads every screen's chunk (tests render routes synchronously). */
export function preloadPages(): Promise<unknown> {
  return Promise.all(pages.map((page) => page.preload()));
}

export const HomePage = lazyPage(
  () => import('../features/catalog/pages/HomePage'),
  (m) => m.HomePage,
);
export const CategoryPage = lazyPage(
  () => import('../features/catalog/pages/CategoryPage'),
  (m) => m.CategoryPage,
);
export const ProductPage = lazyPage(
  () => import('../features/catalog/pages/ProductPage'),
  (m) => m.ProductPage,
);

/** The catalogue's screens, each fetched ahead of the shopper's next click. */
export const CATALOG_PAGE_PRELOADS: readonly (() => Promise<unknown>)[] = [
  () => HomePage.preload(),
  () => CategoryPage.preload(),
  () => ProductPage.preload(),
];

export const AdminApp = lazyPage(
  () => import('../features/admin/AdminApp'),
  (m) => m.default,
);
export const CartPage = lazyPage(
  () => import('../features/cart/CartPage'),
  (m) => m.CartPage,
);
export const CheckoutPage = lazyPage(
  () => import('../features/checkout/CheckoutPage'),
  (m) => m.CheckoutPage,
);
export const ProfilePage = lazyPage(
  () => import('../features/profile/ProfilePage'),
  (m) => m.ProfilePage,
);
export const OrdersPage = lazyPage(
  () => import('../features/orders/OrdersPage'),
  (m) => m.OrdersPage,
);
export const SubscriptionsPage = lazyPage(
  () => import('../features/subscriptions/SubscriptionsPage'),
  (m) => m.SubscriptionsPage,
);
export const GiftPage = lazyPage(
  () => import('../features/gifts/GiftPage'),
  (m) => m.GiftPage,
);
export const GiftCardPage = lazyPage(
  () => import('../features/giftcards/GiftCardPage'),
  (m) => m.GiftCardPage,
);
export const GiftCardBalancePage = lazyPage(
  () => import('../features/giftcards/BalancePage'),
  (m) => m.BalancePage,
);
export const LoginPage = lazyPage(
  () => import('../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
export const RegisterPage = lazyPage(
  () => import('../features/auth/pages/RegisterPage'),
  (m) => m.RegisterPage,
);
export const EmailVerificationPage = lazyPage(
  () => import('../features/auth/pages/EmailVerificationPage'),
  (m) => m.EmailVerificationPage,
);
export const AuthCallbackPage = lazyPage(
  () => import('../features/auth/pages/AuthCallbackPage'),
  (m) => m.AuthCallbackPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
export const PaymentResultPage = lazyPage(
  () => import('../features/payments/PaymentResultPage'),
  (m) => m.PaymentResultPage,
);
export const ResumePaymentPage = lazyPage(
  () => import('../features/payments/ResumePaymentPage'),
  (m) => m.ResumePaymentPage,
);
export const PaymentSuccessRedirect = lazyPage(
  () => import('../features/payments/PaymentSuccessRedirect'),
  (m) => m.PaymentSuccessRedirect,
);
export const PlaceholderPage = lazyPage(
  () => import('../features/pages/PlaceholderPages'),
  (m) => m.PlaceholderPage,
);
export const PrivacyPolicyPage = lazyPage(
  () => import('../features/pages/PrivacyPolicyPage'),
  (m) => m.PrivacyPolicyPage,
);
export const TermsOfServicePage = lazyPage(
  () => import('../features/pages/TermsOfServicePage'),
  (m) => m.TermsOfServicePage,
);
export const LegalNoticePage = lazyPage(
  () => import('../features/pages/LegalNoticePage'),
  (m) => m.LegalNoticePage,
);

// The guards of the signed-in pages and of the back office come with them (inside their Suspense).
export const RequireAuth = lazyPage(
  () => import('./guards'),
  (m) => m.RequireAuth,
);
export const RequireAdmin = lazyPage(
  () => import('./guards'),
  (m) => m.RequireAdmin,
);
