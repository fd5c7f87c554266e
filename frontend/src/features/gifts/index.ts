/** Prepaid gift subscriptions (docs/design/gifting.md): 'Offrir un abonnement', the recipient's page, their fields. */
export { GiftSubscriptionDialog } from './components/GiftSubscriptionDialog';
export { RecipientFields } from './components/RecipientFields';
export { giftsApi } from './endpoints';
