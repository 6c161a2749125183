import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { PlaceholderPage } from './PlaceholderPage';
import { NotAuthorized } from '../NotAuthorized/NotAuthorized';
import { NotFound } from '../NotFound/NotFound';

it('shows a heading and a message', () => {
  renderWithTheme(
    <PlaceholderPage title="Risk Profile" message="Risk profiling is not part of this release." />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Risk Profile' })).toBeInTheDocument();
  expect(screen.getByText('Risk profiling is not part of this release.')).toBeInTheDocument();
});

it('has a default message', () => {
  renderWithTheme(<PlaceholderPage title="AMC Admins" />);
  expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
});

it('NotAuthorized says so', () => {
  renderWithTheme(<NotAuthorized />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'You are not authorized to view this page' }),
  ).toBeInTheDocument();
});

it('NotFound says so and renders actions', () => {
  renderWithTheme(
    <NotFound>
      <a href="/">Go to home</a>
    </NotFound>,
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'Page you are requesting is not found.....' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
});
