export { EntityFatcaStep, FATCA_QUESTIONS_UNAVAILABLE } from './EntityFatcaStep';
export { resetFatcaQuestionsCache } from './useFatcaQuestions';
