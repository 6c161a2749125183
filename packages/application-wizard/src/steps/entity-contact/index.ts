export { EntityContactStep, REGISTERED_OFFICE_TITLE } from './EntityContactStep';
