// The checkout gate only (gate.ts): the cart's button and the profile screen run it. CheckoutPage is
// loaded by its route (app/lazyPages.tsx), so that the cart does not bring the checkout screen along.
export { proceedToCheckout } from './gate';
