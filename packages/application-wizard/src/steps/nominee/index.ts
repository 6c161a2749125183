export { NomineeStep } from './NomineeStep';
