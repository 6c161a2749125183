import { screen, within } from '@testing-library/react';

/** The value shown beside a label in a section (the first match). */
export function fieldValue(label: string, section?: string): string {
  const scope = section ? within(screen.getByRole('region', { name: section })) : screen;
  const term = scope.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? '';
}
