export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none the pager renders nothing. */
  pages: number;
  /** Called with the page asked for. */
  onPage: (page: number) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  label?: string;
}
