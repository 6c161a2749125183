export { ContributorStep } from './ContributorStep';
