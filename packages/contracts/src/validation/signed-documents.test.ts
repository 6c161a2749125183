import { signedDocumentsMessage } from './signed-documents';

const file = { name: 'x.pdf' };

describe('signedDocumentsMessage', () => {
  it('asks for each slot in order, then the declaration', () => {
    expect(signedDocumentsMessage([], true)).toBe('Please Select Admission Deed');
    expect(signedDocumentsMessage([{ documentType: 'admission_deed', file }], true)).toBe(
      'Please Select Consent Form',
    );
    expect(
      signedDocumentsMessage(
        [
          { documentType: 'admission_deed', file },
          { documentType: 'consent_form', file },
          { documentType: 'poa' },
        ],
        true,
      ),
    ).toBe('Please Select POA');
    const all = ['admission_deed', 'consent_form', 'poa'].map((documentType) => ({ documentType, file }));
    expect(signedDocumentsMessage(all, false)).toBe('Please select document declaration');
    expect(signedDocumentsMessage(all, true)).toBeNull();
  });
});
