import { screen } from '@testing-library/react';
import type * as Api from '../../api';
import { getApplication } from '../../api';
import { applicant, renderWizard, wizardApplication } from '../../testing/wizard';

jest.mock('../../api', () => ({
  ...jest.requireActual<typeof Api>('../../api'),
  getApplication: jest.fn(),
  updateApplication: jest.fn(),
  getCountries: jest
    .fn()
    .mockResolvedValue([
      { name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' },
    ]),
  getBrokers: jest.fn().mockResolvedValue([]),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));

function open(dataFetchedFromKRA: boolean) {
  sessionStorage.clear();
  jest
    .mocked(getApplication)
    .mockResolvedValue(
      wizardApplication({ currentStep: 2, applicants: [applicant({ dataFetchedFromKRA })] }),
    );
  renderWizard('/application/contributor-details');
}

it("shows the registry's values plainly with a 'from KRA' mark, not as disabled fields", async () => {
  open(true);
  const name = await screen.findByRole('textbox', { name: /^Name/ });
  expect(name).toHaveValue('Abhishek Kumar');
  expect(name).toHaveAttribute('readonly');
  expect(name).not.toBeDisabled();
  expect(screen.getByRole('textbox', { name: /^Gender/ })).toHaveValue('Male');
  expect(screen.getByRole('textbox', { name: /^Date of Birth/ })).toHaveValue('01/01/1990');
  expect(screen.getByRole('textbox', { name: /^Father\/Spouse Name/ })).toHaveValue('Ramesh Kumar');
  expect(screen.getAllByText('from KRA')).toHaveLength(4);
  // A field the registry did not fill stays editable, without the mark.
  expect(screen.getByRole('textbox', { name: 'Mother Name' })).not.toHaveAttribute('readonly');
});

it('marks nothing when the registry gave nothing', async () => {
  open(false);
  expect(await screen.findByRole('textbox', { name: /^Name/ })).not.toHaveAttribute('readonly');
  expect(screen.queryByText('from KRA')).not.toBeInTheDocument();
});
