import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile, getBinary } from '@aif/api-client';
import { renderAt } from '@aif/ui-kit/testing';
import { completeApplication } from '../testing/application';
import { fieldValue } from '../testing/view';
import { ApplicationView } from './ApplicationView';

jest.mock('@aif/api-client', () => ({
  ...jest.requireActual('@aif/api-client'),
  downloadFile: jest.fn().mockResolvedValue(undefined),
  getBinary: jest.fn().mockResolvedValue(new Blob(['%PDF'])),
}));

function show(ui: React.ReactElement) {
  return renderAt(ui, { route: '/view', mount: '/view' });
}

beforeEach(() => jest.clearAllMocks());

describe('ApplicationView', () => {
  it('shows every section with its values, and N/A for missing ones', () => {
    show(<ApplicationView application={completeApplication()} />);
    for (const title of [
      'Distributor Details',
      'Contributor Details',
      'Contact Details',
      'Additional KYC Details',
      'FATCA',
      'Nominee Details',
      'Bank Details',
      'Investment and Payment Details',
      'Document Details',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(fieldValue('Name', 'Contributor Details')).toBe('Mr. Abhishek Kumar');
    expect(fieldValue('Date of Birth', 'Contributor Details')).toBe('01/01/1985');
    expect(fieldValue('Mother Name', 'Contributor Details')).toBe('N/A');
    expect(fieldValue('Mode of Holding')).toBe('Single');
    expect(fieldValue('Permanent Address')).toBe('Same as Correspondence Address');
    expect(fieldValue('Correspondence Address')).toBe('12 MG Road, Pune, Maharashtra, INDIA, 411001');
    expect(fieldValue('CKYC Number')).toBe('N/A');
    expect(fieldValue('Occupation')).toBe('Business');
    expect(fieldValue('Source of Funds')).toBe('Employment, Other (Rent)');
    expect(fieldValue('Nominee Percentage')).toBe('100%');
    expect(fieldValue('ARN Code')).toBe('ARN-1001');
  });

  it('shows the banks with their default and verified flags', () => {
    show(<ApplicationView application={completeApplication()} />);
    const bank1 = screen.getByRole('region', { name: 'Bank 1' });
    expect(within(bank1).getByText('Default')).toBeInTheDocument();
    expect(within(bank1).getByText('Verified')).toBeInTheDocument();
    const bank2 = screen.getByRole('region', { name: 'Bank 2' });
    expect(within(bank2).queryByText('Default')).not.toBeInTheDocument();
    expect(within(bank2).getByText('Not Verified')).toBeInTheDocument();
    expect(fieldValue('IFSC Code', 'Bank 2')).toBe('HDFC0000001');
  });

  it('says "No Bank Details" without banks and "I do not wish to nominate" when so', () => {
    show(
      <ApplicationView
        application={completeApplication({ banks: [], nominees: [], doNotWishToNominate: true })}
      />,
    );
    expect(screen.getByText('No Bank Details')).toBeInTheDocument();
    expect(screen.getByText('I do not wish to nominate')).toBeInTheDocument();
  });

  it('shows the investment with its fee breakdown and the amounts in words', () => {
    show(<ApplicationView application={completeApplication()} />);
    expect(fieldValue('Commitment Amount')).toBe('₹ 1,05,00,000.00');
    expect(fieldValue('Commitment Amount in Words')).toMatch(/One Crore Five Lakh Rupees/);
    expect(fieldValue('Setup Fee Amount')).toBe('₹ 1,57,500.00');
    expect(fieldValue('GST on Setup Fee')).toBe('₹ 28,350.00');
    expect(fieldValue('Total Setup Fee')).toBe('₹ 1,85,850.00');
    expect(fieldValue('Total Amount Payable in Words')).toMatch(/One Crore Six Lakh/);
    expect(fieldValue('NEFT Code')).toBe('NEFT123456');
    expect(fieldValue('Payment Bank Name')).toBe('N/A');
  });

  it("shows the scheme's grievance e-mail only when the scheme has one", () => {
    const app = completeApplication();
    const { unmount } = show(<ApplicationView application={app} />);
    expect(screen.queryByText('Grievance Email ID')).not.toBeInTheDocument();
    unmount();
    show(
      <ApplicationView
        application={{ ...app, scheme: { ...app.scheme, grievanceEmail: 'grievance@demo-aif.example' } }}
      />,
    );
    expect(fieldValue('Grievance Email ID')).toBe('grievance@demo-aif.example');
  });

  it('hides distributor details and KRA documents from the investor and adds the signature note', () => {
    show(<ApplicationView application={completeApplication()} viewer="investor" />);
    expect(screen.queryByRole('heading', { name: 'Distributor Details' })).not.toBeInTheDocument();
    expect(screen.queryByText('KRA Documents')).not.toBeInTheDocument();
    expect(screen.getByText(/signature copy uploaded here/)).toBeInTheDocument();
  });

  it('names KRA documents once: "KRA PAN", and the KYC record as "KRA Document"', () => {
    const app = completeApplication();
    app.applicants[0]!.kraDocument = [
      ...(app.applicants[0]!.kraDocument ?? []),
      {
        id: 'kra-2',
        documentType: 'kra_document',
        documentName: 'KYC record',
        file: { id: 'f-10', name: 'kyc.pdf', url: '/api/files/files/f-10' },
      },
    ] as (typeof app.applicants)[0]['kraDocument'];
    show(<ApplicationView application={app} />);
    const kra = screen.getByRole('region', { name: 'KRA Documents' });
    expect(within(kra).getByText('KRA PAN')).toBeInTheDocument();
    expect(within(kra).getByText('KRA Document (KYC record)')).toBeInTheDocument();
    expect(within(kra).queryByText(/KRA KRA/)).not.toBeInTheDocument();
  });

  it('views and downloads a document with the token (through the API client)', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = jest.fn(() => 'blob:pan');
    URL.revokeObjectURL = jest.fn();
    show(<ApplicationView application={completeApplication()} />);
    expect(screen.getByRole('region', { name: 'KRA Documents' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PAN' }));
    expect(downloadFile).toHaveBeenCalledWith('/files/files/f-1', 'pan.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'View Address Proof (Aadhaar Card)' }));
    await waitFor(() => expect(getBinary).toHaveBeenCalledWith('/files/files/f-2'));
    expect(open).toHaveBeenCalled();
  });

  it('offers Edit per section when asked, with the step', async () => {
    const onEdit = jest.fn();
    show(<ApplicationView application={completeApplication()} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    expect(onEdit).toHaveBeenCalledWith('bank-details');
  });
});
