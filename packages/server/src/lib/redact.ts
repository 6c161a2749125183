/**
 * Masking for logs: a mobile, PAN, OTP or token never appears in full (at most its last 4 characters).
 */
export function maskTail(value: string, keep = 4): string {
  if (value.length <= keep) return '*'.repeat(value.length);
  return `${'*'.repeat(Math.min(value.length - keep, 8))}${value.slice(-keep)}`;
}

/** Any run of 5+ digits (mobiles, OTPs) or PAN-like token in a text keeps at most its last 4 characters. */
export function maskSensitive(text: string): string {
  return text.replace(/[A-Za-z]{5}\d{4}[A-Za-z]/g, (m) => maskTail(m)).replace(/\d{5,}/g, (m) => maskTail(m));
}

/** A request URL for the log: query values hidden, long digit runs in the path masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = maskSensitive(q === -1 ? url : url.slice(0, q));
  if (q === -1) return pathPart;
  const keys = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=***`);
  return `${pathPart}?${keys.join('&')}`;
}
