import { api, downloadFile, getBinary } from '@aif/api-client';
import { ESIGN_PATHS, type ApplicationDetail } from '@aif/contracts';

/** GET /onboarding/applications/:id: the application as the wizard and the read-only views load it. */
export async function getApplicationDetail(id: string): Promise<ApplicationDetail> {
  const response = await api.get<ApplicationDetail>(`/onboarding/applications/${encodeURIComponent(id)}`);
  return response.data;
}

function pdfName(applicationNumber: string | null | undefined, fallback: string): string {
  return `${applicationNumber || fallback}.pdf`;
}

/** GET /pdf/onboarding-application/pdf/:id, saved as `{applicationNumber}.pdf`. */
export function downloadApplicationPdf(id: string, applicationNumber?: string | null): Promise<void> {
  return downloadFile(ESIGN_PATHS.applicationPdf(encodeURIComponent(id)), pdfName(applicationNumber, id));
}

/** GET /pdf/onboarding-application/signed-pdf/:id (400 until the signed PDF exists), saved as `{applicationNumber}.pdf`. */
export function downloadSignedPdf(id: string, applicationNumber?: string | null): Promise<void> {
  return downloadFile(ESIGN_PATHS.signedPdf(encodeURIComponent(id)), pdfName(applicationNumber, id));
}

/** A stored file's URL ('/api/files/files/:id') relative to the client's base ('/api'). */
export function apiRelative(url: string): string {
  const base = (api.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/** Downloads an uploaded document (the request carries the bearer token). */
export function downloadDocument(url: string, name: string): Promise<void> {
  return downloadFile(apiRelative(url), name);
}

/**
 * Opens an uploaded document in a new tab. The tab is opened before the request (a tab opened after an
 * await is blocked as a pop-up) and pointed at the downloaded copy once it arrives.
 */
export async function viewDocument(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getBinary(apiRelative(url));
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.open(href, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The signed PDF exists only once the last signer has signed (`signed`); until then the server answers 400. */
export function hasSignedPdf(app: Pick<ApplicationDetail, 'status' | 'signedLeegalityFile'>): boolean {
  return app.status === 'signed' || Boolean(app.signedLeegalityFile?.url);
}
