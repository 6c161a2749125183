/**
 * Review of an application: the preview with its send button, the details page with Approve and Reject
 * (and the msar signed-documents upload), and their routes, at the paths the remote configures.
 */
export { APPROVE_CONFIRM, DetailsPage, awaitsSignedDocuments } from './DetailsPage';
export { PreviewPage } from './PreviewPage';
export { REJECT_REASON_MAX, RejectDialog, type RejectDialogProps } from './RejectDialog';
export { DetailsRoutes, PreviewRoutes } from './ReviewRoutes';
