import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The filter groups of the application lists (doc 3 §3 "Filter set"), in drawer order. */
export const FILTER_GROUPS = ['applicationType', 'modeOfHolding', 'status', 'distributorId'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type ListFilters = Record<FilterGroup, string[]>;

const csv = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export interface ListParams {
  page: number;
  search: string;
  filters: ListFilters;
  /** Number of filter groups with at least one value (the drawer button's badge). */
  activeGroups: number;
  setPage: (page: number) => void;
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void;
  /** New filters start again at page 1. */
  setFilters: (filters: ListFilters) => void;
}

/**
 * The list's page, search and filters, kept in the URL query string (`?page=2&search=..&status=a,b`), so a
 * list can be bookmarked and shared and survives reload and back. `defaultStatus` applies while the URL
 * has no `status` at all; clearing it leaves `status=` so the default does not come back.
 */
export function useListParams(defaultStatus: readonly string[] = []): ListParams {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const parsed = useMemo(() => {
    const p = new URLSearchParams(key);
    const page = Math.max(1, Number.parseInt(p.get('page') ?? '1', 10) || 1);
    const filters = Object.fromEntries(
      FILTER_GROUPS.map((g) => [g, g === 'status' && !p.has('status') ? [...defaultStatus] : csv(p.get(g))]),
    ) as ListFilters;
    return {
      page,
      search: p.get('search') ?? '',
      filters,
      activeGroups: FILTER_GROUPS.filter((g) => filters[g].length > 0).length,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, defaultStatus.join(',')]);

  const update = useCallback(
    (change: (p: URLSearchParams) => void) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      update((p) => {
        if (page > 1) p.set('page', String(page));
        else p.delete('page');
      }),
    [update],
  );
  const setSearch = useCallback(
    (search: string) =>
      update((p) => {
        if (search.trim()) p.set('search', search.trim());
        else p.delete('search');
        p.delete('page');
      }),
    [update],
  );
  const hasDefault = defaultStatus.length > 0;
  const setFilters = useCallback(
    (filters: ListFilters) =>
      update((p) => {
        for (const g of FILTER_GROUPS) {
          if (filters[g].length) p.set(g, filters[g].join(','));
          else if (g === 'status' && hasDefault) p.set(g, '');
          else p.delete(g);
        }
        p.delete('page');
      }),
    [update, hasDefault],
  );

  return { ...parsed, setPage, setSearch, setFilters };
}
