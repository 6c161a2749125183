import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { MESSAGES, fatcaDataSchema, uboTypeMasterSchema } from '@aif/contracts';
import { renderAt } from '@aif/ui-kit/testing';
import type * as Api from '../../api';
import { completeEntityApplication } from '../../testing/entity-view';
import { fieldValue } from '../../testing/view';
import { ApplicationView } from '../ApplicationView';

const MDMS = path.resolve(__dirname, '../../../../server/mdms');
const master = (f: string) => JSON.parse(readFileSync(path.join(MDMS, f), 'utf8')) as unknown;

// The real master files, as /mdms serves them.
jest.mock('../../api', () => ({
  ...jest.requireActual<typeof Api>('../../api'),
  getUboTypes: jest.fn(async () => uboTypeMasterSchema.parse(master('uboTypeMaster.json'))),
  getFatcaQuestions: jest.fn(async () => fatcaDataSchema.parse(master('fatca_data.json'))),
}));

function show(ui: React.ReactElement) {
  return renderAt(ui, { route: '/view', mount: '/view' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the entity application, read-only', () => {
  it('shows the entity’s sections in the wizard’s order, and no individual ones', async () => {
    show(<ApplicationView application={completeEntityApplication()} />);
    await screen.findByText('Others: Dubai Financial Market');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Distributor Details',
      'Contributor Details',
      'Contact Details',
      'Investment and Payment Details',
      'Bank Details',
      'Document Details',
      'Authorised Signatory',
      'Declaration of UBO',
      'FATCA Details',
    ]);
  });

  it('shows the contributor and contact details of the entity, N/A for what is missing', async () => {
    show(<ApplicationView application={completeEntityApplication()} />);
    expect(fieldValue('Name of Entity')).toBe('Acme Industries Private Limited');
    expect(fieldValue('Date of Registration/Incorporation')).toBe('01/04/2001');
    expect(fieldValue('Investor Type')).toBe('Corporate');
    expect(fieldValue('Type of NBFC')).toBe('NBFC-ND (non-deposit taking)');
    expect(fieldValue('CKYC No./CKYC Acknowledge No./KIN No')).toBe('N/A');
    expect(fieldValue('Registered Office Address')).toBe(
      '9 Park Street, Kolkata, West Bengal, INDIA, 700016',
    );
    expect(fieldValue('Correspondence Address')).toBe('1 Nariman Point, Mumbai, Maharashtra, INDIA, 400021');
    const person = within(section('Contact Person'));
    expect(person.getByText('Anita Desai')).toBeInTheDocument();
    expect(fieldValue('Landline Number', 'Contact Person')).toBe('022-22345678');
    expect(fieldValue('Address', 'Contact Person')).toBe('N/A');
    expect(fieldValue('Comments', 'Entity Details')).toBe('Adverse media, reviewed');
    await screen.findByText('Others: Dubai Financial Market');
  });

  it('shows each signatory group with its required number, its active members only', async () => {
    show(<ApplicationView application={completeEntityApplication()} />);
    const directors = section('Directors');
    expect(fieldValue('Total No. of required authorised signatories', 'Directors')).toBe('2');
    const table = within(directors).getByRole('table', { name: 'Authorised signatories of Directors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Meera Rao',
      'Ravi Shah',
    ]);
    expect(within(rows[1]!).getByText('No')).toBeInTheDocument();
    expect(fieldValue('Total No. of required authorised signatories', 'Officers')).toBe('1');
    // A missing designation reads '-' in a table.
    const officers = within(section('Officers')).getByRole('table');
    expect(officers.querySelector('td[data-label="Designation"]')!.textContent).toBe('-');
    await screen.findByText('Others: Dubai Financial Market');
  });

  it('words the UBO declaration from uboTypeMaster.json and shows the AML block of a UBO that did not pass', async () => {
    show(<ApplicationView application={completeEntityApplication()} />);
    expect(await screen.findByText('Others: Dubai Financial Market')).toBeInTheDocument();
    expect(fieldValue('Declaration Type', 'Declaration of UBO')).toMatch(
      /listed on a recognised stock exchange/,
    );
    const usha = section('UBO 1: Usha Iyer');
    expect(within(usha).getByText(MESSAGES.amlCheckFailed)).toBeInTheDocument();
    expect(fieldValue('Percentage Of Beneficial Interest', 'UBO 1: Usha Iyer')).toBe('60.5%');
    expect(fieldValue('Identity Proof', 'UBO 1: Usha Iyer')).toBe('usha-passport.pdf');
    const aml = within(usha).getByRole('region', { name: 'AML Check' });
    expect(
      within(aml).getByText('Name match on a sanctions list, cleared by compliance'),
    ).toBeInTheDocument();
    expect(within(aml).getByText('Relationship Manager')).toBeInTheDocument();
    const vikram = section('UBO 2: Vikram Nair');
    expect(within(vikram).getByText(MESSAGES.amlCheckDone)).toBeInTheDocument();
    expect(within(vikram).queryByRole('region', { name: 'AML Check' })).not.toBeInTheDocument();
  });

  it('shows the visible FATCA questions with their answers, and the active controlling persons', async () => {
    show(<ApplicationView application={completeEntityApplication()} />);
    expect(
      await screen.findByText('Is the entity a tax resident of any country other than India?'),
    ).toBeInTheDocument();
    const fatca = section('FATCA Details');
    expect(fieldValue('Tax Identification Number (or equivalent)', 'FATCA Details')).toBe('T12345678');
    expect(fieldValue('FATCA / CRS classification of the entity', 'FATCA Details')).toBe(
      'Passive Non-Financial Entity',
    );
    expect(fieldValue('Date of declaration', 'FATCA Details')).toBe('01/06/2026');
    // Hidden by the classification chosen: not shown, although an old answer is stored.
    expect(within(fatca).queryByText(/GIIN/)).not.toBeInTheDocument();
    const persons = within(fatca).getByRole('table', { name: 'Controlling persons' });
    expect(within(persons).getByText('Usha Iyer')).toBeInTheDocument();
    expect(within(persons).getByText('TIN998877')).toBeInTheDocument();
    expect(within(persons).queryByText('Removed Person')).not.toBeInTheDocument();
  });

  it('keeps the distributor details, the KRA documents and the AML blocks from the investor and signatories', async () => {
    show(<ApplicationView application={completeEntityApplication()} viewer="investor" />);
    await screen.findByText('Others: Dubai Financial Market');
    expect(screen.queryByRole('region', { name: 'Distributor Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'KRA Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AML Check' })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.amlCheckFailed)).not.toBeInTheDocument();
  });

  it('reads "No data found" for steps 7-9 not saved yet', async () => {
    show(
      <ApplicationView
        application={completeEntityApplication({
          groups: [],
          ubos: [],
          ubo_declaration_type: null,
          ubo_declaration_value: null,
        })}
      />,
    );
    await screen.findAllByText(MESSAGES.noDataFound);
    expect(within(section('Authorised Signatory')).getByText(MESSAGES.noDataFound)).toBeInTheDocument();
    expect(within(section('Declaration of UBO')).getByText(MESSAGES.noDataFound)).toBeInTheDocument();
    expect(fieldValue('Declaration Type', 'Declaration of UBO')).toBe('N/A');
  });
});
