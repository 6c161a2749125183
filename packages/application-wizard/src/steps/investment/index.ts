export { InvestmentStep, operatingExpensesText } from './InvestmentStep';
