import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { ListPage } from './ListPage';

it('heads the page with its title and shows its content', () => {
  renderWithTheme(
    <ListPage title="All Applications">
      <table aria-label="Applications" />
    </ListPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'All Applications' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Applications' })).toBeInTheDocument();
});
