import {
  amountInWords,
  formatCurrency,
  formatDateTimeIST,
  formatDisplayDate,
  isFirstApplicant,
  isPaperSignedFund,
  type Applicant,
  type ApplicationDetail,
  type Currency,
} from '@aif/contracts';

/** A label from one of contracts' label maps, else the stored value itself. */
export function labelOf(
  map: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  return map[value] ?? value;
}

export function yesNo(value: boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value ? 'Yes' : 'No';
}

export function date(value: string | null | undefined): string | null {
  return value ? formatDisplayDate(value) || null : null;
}

export function dateTime(value: string | null | undefined): string | null {
  return value ? formatDateTimeIST(value) || null : null;
}

export function currencyOf(app: Pick<ApplicationDetail, 'plan'>): Currency {
  return app.plan?.currency ?? 'inr';
}

export function money(value: number | null | undefined, currency: Currency): string | null {
  return value === null || value === undefined ? null : formatCurrency(value, currency);
}

export function words(value: number | null | undefined, currency: Currency): string | null {
  return value === null || value === undefined ? null : amountInWords(value, currency);
}

export function percent(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : `${value}%`;
}

/** Active applicants, first applicant first. */
export function activeApplicants(app: Pick<ApplicationDetail, 'applicants'>): Applicant[] {
  const order = (a: Applicant) => (isFirstApplicant(a) ? 1 : Number(a.applicant_type) || 9);
  return app.applicants.filter((a) => a.isActive !== false).sort((a, b) => order(a) - order(b));
}

const ORDINALS = ['First', 'Second', 'Third'];

/** 'First Applicant', 'Second Applicant' ... ('Guardian' for a minor's first applicant). */
export function applicantTitle(index: number, minor: boolean): string {
  if (minor && index === 0) return 'Guardian';
  return `${ORDINALS[index] ?? `Applicant ${index + 1}`} Applicant`;
}

export function fullName(prefix: string | null | undefined, name: string | null | undefined): string | null {
  if (!name) return null;
  return prefix ? `${prefix} ${name}` : name;
}

export function mobileOf(code: string | null | undefined, mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  return code ? `${code} ${mobile}` : mobile;
}

/**
 * The document declaration is answered only in an msar fund's signed-documents upload: no row for it
 * before, nor for other funds, where nobody could have answered it.
 */
export function showsDocumentDeclaration(
  app: Pick<ApplicationDetail, 'documentDeclaration' | 'signedDocuments' | 'fundType' | 'scheme'>,
): boolean {
  return (
    app.documentDeclaration != null &&
    !!app.signedDocuments?.some((d) => d.file) &&
    isPaperSignedFund(app.fundType ?? app.scheme?.fundType)
  );
}
