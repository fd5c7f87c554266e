export { LegalNoticePage } from './LegalNoticePage';
export { PlaceholderPage } from './PlaceholderPages';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TERMS_SECTIONS, TermsOfServicePage } from './TermsOfServicePage';
