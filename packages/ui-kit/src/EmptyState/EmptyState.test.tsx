import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { EmptyState } from './EmptyState';

it('says "No data found" by default', () => {
  renderWithTheme(<EmptyState />);
  expect(screen.getByRole('status')).toHaveTextContent('No data found');
});

it('says "No Results found" for an empty search and accepts a custom message', () => {
  const { rerender } = renderWithTheme(<EmptyState variant="noResults" />);
  expect(screen.getByRole('status')).toHaveTextContent('No Results found');
  rerender(<EmptyState message="No distributor mapped under this RM" />);
  expect(screen.getByRole('status')).toHaveTextContent('No distributor mapped under this RM');
});
