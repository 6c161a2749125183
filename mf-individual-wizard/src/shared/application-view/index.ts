/** The read-only application view shared by the preview, the details page and the investor's pages. */
export * from './ApplicationView';
export * from './api';
export * from './format';
export * from './layout';
export * from './useApplicationDetail';
