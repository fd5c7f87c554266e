export { default as InvoicesPage } from './InvoicesPage';
