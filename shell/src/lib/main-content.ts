/** The id of the page's one `main` landmark (the layout's, or the shell's around a page without it). */
export const MAIN_CONTENT_ID = 'main-content';
