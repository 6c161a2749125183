import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { Loader } from './Loader';

it('shows a spinner labelled "Loading..."', () => {
  renderWithTheme(<Loader />);
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
});

it('has a full-page variant with a custom label', () => {
  renderWithTheme(<Loader fullPage label="Saving..." />);
  const spinner = screen.getByRole('progressbar', { name: 'Saving...' });
  expect(spinner.closest('[aria-busy="true"]')).toBeInTheDocument();
});
