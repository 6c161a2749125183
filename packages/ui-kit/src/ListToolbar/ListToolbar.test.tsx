import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { ListToolbar } from './ListToolbar';

it('puts the tools first and the end content after them', () => {
  renderWithTheme(
    <ListToolbar end={<button type="button">Filters</button>}>
      <input type="search" aria-label="Search" />
    </ListToolbar>,
  );
  const search = screen.getByRole('searchbox', { name: 'Search' });
  const filters = screen.getByRole('button', { name: 'Filters' });
  expect(search.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
