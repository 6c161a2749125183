export { DistributorStep } from './DistributorStep';
