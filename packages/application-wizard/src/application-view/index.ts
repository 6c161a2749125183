/**
 * The read-only application view: the sections the preview, the details page and the investor's pages
 * show (and the PDF's layout follows), their page frame, and the document and PDF calls they use.
 */
export * from './ApplicationView';
export {
  apiRelative,
  downloadApplicationPdf,
  downloadDocument,
  downloadSignedPdf,
  getApplicationDetail,
  hasSignedPdf,
  viewDocument,
} from '../api';
export * from './format';
export * from './layout';
export * from './useApplicationDetail';
