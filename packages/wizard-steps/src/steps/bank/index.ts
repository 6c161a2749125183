export { BankStep } from './BankStep';
