export { DocumentsStep } from './DocumentsStep';
export { KraDocuments } from './KraDocuments';
