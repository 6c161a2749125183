export { FatcaStep } from './FatcaStep';
