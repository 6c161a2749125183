export interface SearchBoxProps {
  /** The search in force (from the URL); the box follows it when it changes from outside (back). */
  value: string;
  /** Called with the trimmed text once the user has stopped typing for `debounceMs`. */
  onSearch: (value: string) => void;
  /** The box's accessible name. */
  label: string;
  /**
   * Placeholder text.
   * @default label
   */
  placeholder?: string;
  /**
   * Quiet time after the last keystroke before `onSearch`.
   * @default SEARCH_DEBOUNCE_MS (500 ms, from contracts)
   */
  debounceMs?: number;
}
