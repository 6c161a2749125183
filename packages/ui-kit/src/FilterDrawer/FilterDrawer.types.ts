/** One choice of a filter group: the value sent, the label shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A group of checkboxes, or of radio buttons, in the drawer (a fieldset named by `title`). */
export interface FilterDrawerGroup<Id extends string = string> {
  /** The key of the group's values in `values`. */
  id: Id;
  title: string;
  options: readonly FilterOption[];
  /**
   * `'multiple'`: checkboxes, any number of values. `'single'`: radio buttons, at most one value, the
   * first radio (`anyLabel`) choosing none.
   * @default 'multiple'
   */
  choice?: 'multiple' | 'single';
  /**
   * Label of a single-choice group's first radio, which filters nothing.
   * @default 'All'
   */
  anyLabel?: string;
  /**
   * A search box above the options that narrows them by label (long lists: distributors, plans). A
   * chosen option stays shown whatever is typed.
   * @default false
   */
  searchable?: boolean;
}

/** The chosen values of each group, by group id. */
export type FilterValues<Id extends string = string> = Record<Id, readonly string[]>;

export interface FilterDrawerProps<Id extends string = string> {
  /** The groups offered, in drawer order. A group the user may not filter by is simply left out. */
  groups: readonly FilterDrawerGroup<Id>[];
  /**
   * The filters in force. The button's badge counts the groups with at least one value (every key of
   * `values`, offered or not, so a filter set by the URL is not hidden).
   */
  values: FilterValues<Id>;
  /** Called with the new values by Apply, and with every group emptied by Clear All. */
  onApply: (values: Record<Id, string[]>) => void;
  /**
   * Text of the button and title of the drawer.
   * @default 'Filters'
   */
  label?: string;
  /**
   * Text of the button that applies the choices.
   * @default 'Apply'
   */
  applyLabel?: string;
  /**
   * Text of the button that empties every group.
   * @default 'Clear All'
   */
  clearLabel?: string;
}
