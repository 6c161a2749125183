export { ContactStep } from './ContactStep';
