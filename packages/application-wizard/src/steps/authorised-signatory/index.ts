export { AuthorisedSignatoryStep } from './AuthorisedSignatoryStep';
export { SignatoryDialog, type SignatoryDialogProps } from './SignatoryDialog';
export { SignatoryTable, type SignatoryRow, type SignatoryTableProps } from './SignatoryTable';
