export { default as WithdrawalsPage } from './WithdrawalsPage';
export { WithdrawalPanel } from './WithdrawalPanel';
