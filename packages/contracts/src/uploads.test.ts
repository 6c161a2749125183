import { DOCUMENT_TYPES } from './enums/documents';
import { MB, sniffMimeType, uploadMessage, uploadRuleFor } from './uploads';

describe('uploadRuleFor', () => {
  it('allows PDF up to 5 MB for poa, consent form and admission deed', () => {
    for (const t of ['poa', 'consent_form', 'admission_deed']) {
      const r = uploadRuleFor(t);
      expect(r.mimeTypes).toEqual(['application/pdf']);
      expect(r.maxBytes).toBe(5 * MB);
      expect(r.message).toBe('Max file size is 5MB');
    }
  });

  it('allows PNG or JPEG up to 2 MB for signature and photograph', () => {
    for (const t of ['investorSignature', 'investorPhotograph']) {
      const r = uploadRuleFor(t);
      expect([...r.mimeTypes].sort()).toEqual(['image/jpeg', 'image/png']);
      expect(r.maxBytes).toBe(2 * MB);
      expect(r.message).toBe('Max file size is 2MB');
    }
  });

  it('allows PDF, PNG or JPEG up to 2 MB for all other documents', () => {
    for (const t of DOCUMENT_TYPES.filter(
      (d) =>
        !['poa', 'consent_form', 'admission_deed', 'investorSignature', 'investorPhotograph'].includes(d),
    )) {
      const r = uploadRuleFor(t);
      expect([...r.mimeTypes].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
      expect(r.maxBytes).toBe(2 * MB);
    }
  });

  it('allows up to 3 MB in the UBO dialog', () => {
    const r = uploadRuleFor('compliance_document', 'ubo');
    expect(r.maxBytes).toBe(3 * MB);
    expect(r.message).toBe('Max file size is 3 MB');
  });
});

describe('uploadMessage', () => {
  const pdf = uploadRuleFor('poa');
  it('accepts a file within the rule, the limit included', () => {
    expect(uploadMessage(pdf, { type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(uploadMessage(uploadRuleFor('investorPhotograph'), { type: 'image/jpg', size: 1 })).toBeNull();
  });
  it('refuses the wrong type before the size', () => {
    expect(uploadMessage(pdf, { type: 'image/png', size: 10 * MB })).toBe('Invalid file type');
  });
  it('refuses a file one byte too large', () => {
    expect(uploadMessage(pdf, { type: 'application/pdf', size: 5 * MB + 1 })).toBe('Max file size is 5MB');
  });
});

describe('sniffMimeType', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffMimeType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMimeType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffMimeType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMimeType(new TextEncoder().encode('MZ executable'))).toBeNull();
    expect(sniffMimeType(new Uint8Array())).toBeNull();
  });
});
