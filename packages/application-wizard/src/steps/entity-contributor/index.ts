export { EntityContributorStep, netWorthInWords } from './EntityContributorStep';
