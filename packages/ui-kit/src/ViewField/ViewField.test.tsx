import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { DASH } from '../displayValue/displayValue';
import { FieldList, ViewField } from './ViewField';

it('lists each label with its value as a term and its definition', () => {
  renderWithTheme(
    <FieldList label="Fund Details">
      <ViewField label="Scheme Code" value="AIF01" />
      <ViewField label="Units" value={0} />
      <ViewField label="Chips" value={<span>NEFT</span>} wide />
    </FieldList>,
  );
  const list = screen.getByLabelText('Fund Details');
  expect(list.tagName).toBe('DL');
  const terms = screen.getAllByRole('term').map((t) => t.textContent);
  const values = screen.getAllByRole('definition').map((d) => d.textContent);
  expect(terms).toEqual(['Scheme Code', 'Units', 'Chips']);
  expect(values).toEqual(['AIF01', '0', 'NEFT']);
});

it('shows N/A for a missing value, or the placeholder given', () => {
  renderWithTheme(
    <FieldList>
      <ViewField label="Email" value={null} />
      <ViewField label="Branch" value="  " placeholder={DASH} />
    </FieldList>,
  );
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['N/A', '-']);
});
