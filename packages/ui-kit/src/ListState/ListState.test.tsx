import * as React from 'react';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@aif/contracts';
import { renderWithTheme } from '../testing/render';
import { ListState } from './ListState';

const content = <table aria-label="Rows" />;

it('shows the content when there is something to show', () => {
  renderWithTheme(
    <ListState loading={false} error={null} empty={false}>
      {content}
    </ListState>,
  );
  expect(screen.getByRole('table', { name: 'Rows' })).toBeInTheDocument();
});

it('shows the loader while the first answer is on its way', () => {
  renderWithTheme(
    <ListState loading error={null} empty>
      {content}
    </ListState>,
  );
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says "No data found" for an empty answer, or the message given', () => {
  const { rerender } = renderWithTheme(
    <ListState loading={false} error={null} empty>
      {content}
    </ListState>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('No data found');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  rerender(
    <ListState loading={false} error={null} empty emptyMessage="No users yet">
      {content}
    </ListState>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('No users yet');
});

it('shows the error message instead of anything else', () => {
  renderWithTheme(
    <ListState loading error="Unknown status filter value: x" empty>
      {content}
    </ListState>,
  );
  expect(screen.getByRole('group')).toHaveTextContent('Unknown status filter value: x');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
