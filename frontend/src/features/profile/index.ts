export {
  incompleteProfileMessage,
  missingCheckoutFields,
  missingCheckoutInfo,
  type CheckoutField,
  type CheckoutInfoItem,
} from './completeness';
export { profileApi, useGetProfileQuery } from './endpoints';
export type { Gender, ProfileAddress, UserProfile } from './types';
