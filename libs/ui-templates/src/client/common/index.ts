export { Amount, formatAmount, HIDDEN_AMOUNT_MASK, type AmountProps } from './amount';
export { ClientPage, LoadState, type ClientPageProps, type LoadStateProps } from './client-page';
