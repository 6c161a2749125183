import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { SectionCard } from './SectionCard';

it('is a section named by its h2, with its actions and content', () => {
  renderWithTheme(
    <SectionCard title="Fund Details" actions={<button type="button">Edit</button>}>
      <p>Content</p>
    </SectionCard>,
  );
  const section = screen.getByRole('region', { name: 'Fund Details' });
  expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Fund Details' }));
  expect(section).toContainElement(screen.getByRole('button', { name: 'Edit' }));
  expect(section).toHaveTextContent('Content');
  expect(screen.getByRole('heading')).not.toHaveAttribute('tabindex');
});

it('lets the page focus its heading through headingRef', () => {
  const ref = React.createRef<HTMLHeadingElement>();
  renderWithTheme(<SectionCard title="Bank Details" headingRef={ref} />);
  const heading = screen.getByRole('heading', { level: 2, name: 'Bank Details' });
  expect(ref.current).toBe(heading);
  expect(heading).toHaveAttribute('tabindex', '-1');
  heading.focus();
  expect(heading).toHaveFocus();
});
