import { ROUTE_TABLE, type RemoteName } from '@aif/contracts';

/** The top-level paths ROUTE_TABLE gives `remote` (its `owner` column), in the table's order. */
export function ownedPaths(remote: RemoteName): string[] {
  return ROUTE_TABLE.filter((rule) => rule.owner === remote).map((rule) => rule.path);
}

/** How a remote's pages differ from ROUTE_TABLE. */
export interface PagesMismatch {
  /** Paths ROUTE_TABLE gives the remote that have no page: the shell would mount it and get Not Found. */
  missing: string[];
  /** Pages for paths ROUTE_TABLE does not give the remote: the shell never mounts them there. */
  unexpected: string[];
}

/** How `paths` (a remote's pages) differ from what ROUTE_TABLE gives `remote`; null when they agree. */
export function comparePages(remote: RemoteName, paths: readonly string[]): PagesMismatch | null {
  const owned = ownedPaths(remote);
  const missing = owned.filter((path) => !paths.includes(path));
  const unexpected = paths.filter((path) => !owned.includes(path));
  return missing.length === 0 && unexpected.length === 0 ? null : { missing, unexpected };
}

/** The error text for a mismatch, naming both sides. */
export function describeMismatch(remote: RemoteName, mismatch: PagesMismatch): string {
  const parts = [
    mismatch.missing.length > 0 ? `no page for ${mismatch.missing.join(', ')}` : null,
    mismatch.unexpected.length > 0
      ? `pages for ${mismatch.unexpected.join(', ')}, which ROUTE_TABLE does not give ${remote}`
      : null,
  ].filter(Boolean);
  return `${remote}/App: its pages and ROUTE_TABLE (owner '${remote}') differ: ${parts.join('; ')}.`;
}
