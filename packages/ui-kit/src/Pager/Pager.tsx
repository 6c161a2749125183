import * as React from 'react';
import { Button, Text } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { usePagerStyles } from './Pager.styles';
import type { PagerProps } from './Pager.types';

/** The page numbers around the current one, with the first and the last; 'gap' where some are left out. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Previous, page numbers and next; nothing for a single page. */
export function Pager({ page, pages, onPage, label = 'Pagination' }: PagerProps): React.JSX.Element | null {
  const styles = usePagerStyles();
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      {visiblePages(page, pages).map((p, i) =>
        p === 'gap' ? (
          <Text key={`gap-${i}`} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            appearance={p === page ? 'primary' : 'subtle'}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
