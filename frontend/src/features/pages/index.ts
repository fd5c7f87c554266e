export { LegalNoticePage } from './LegalNoticePage';
export { PaymentSuccessRedirect, PlaceholderPage } from './PlaceholderPages';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TERMS_SECTIONS, TermsOfServicePage } from './TermsOfServicePage';
