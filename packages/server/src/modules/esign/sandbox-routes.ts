import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ESIGN_SIGNATURE_HEADER, type EsignCallback } from '@aif/contracts';
import { HttpError } from '../../lib/errors';
import { SandboxEsign, signCallbackBody, type SandboxRequest } from '../../providers/esign';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(opts: {
  token: string;
  request?: SandboxRequest;
  waitingFor?: string | null;
  /** An OTP was sent and is still valid: the page asks for it. */
  otpSent?: boolean;
  notice?: string;
  error?: string;
  done?: boolean;
}): string {
  const r = opts.request;
  const rows = r
    ? Object.entries(r.summary)
        // A list value ('1. A (1st Applicant); 2. B (Trustee)') reads one item a line.
        .map(([k, v]) => `<tr><th>${escape(k)}</th><td>${v.split('; ').map(escape).join('<br>')}</td></tr>`)
        .join('')
    : '';
  const base = `/esign/sandbox/${encodeURIComponent(opts.token)}`;
  const signable = !!r && !opts.done && r.status === 'pending' && !opts.waitingFor;
  // The document is read before signing; it opens from this page only while the signer may sign.
  const read = signable
    ? `<p>Read the document before you sign it:</p>
      <p><a class="doc" href="${base}/document" target="_blank" rel="noopener">Read ${escape(r.documentName)} (PDF)</a></p>`
    : '';
  let action = '';
  if (signable && !opts.otpSent) {
    action = `<form method="post" action="${base}/send-otp"><button type="submit">Send OTP</button></form>`;
  } else if (signable) {
    action = `
      <form method="post" action="${base}/confirm" class="otp">
        <label for="otp">Enter the OTP sent to your mobile and e-mail</label>
        <input id="otp" name="otp" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required>
        <button type="submit">Sign</button>
      </form>
      <form method="post" action="${base}/send-otp"><button type="submit" class="secondary">Resend OTP</button></form>`;
  }
  const state =
    opts.done || r?.status === 'signed'
      ? '<p class="ok">Signed. You may close this page.</p>'
      : r?.status === 'expired'
        ? '<p class="err">This signing invitation has expired.</p>'
        : r?.status === 'cancelled'
          ? '<p class="wait">Your signature is no longer needed: the required signatures are complete. You may close this page.</p>'
          : opts.waitingFor
            ? `<p class="wait">Waiting for ${escape(opts.waitingFor)} to sign first. You will receive an e-mail when it is your turn.</p>`
            : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>e-Sign sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1f2433}
h1{font-size:1.3rem;color:#17458c}.tag{font-size:.75rem;background:#fde68a;padding:.1rem .4rem;border-radius:4px}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #dde3ec;vertical-align:top}
th{width:40%;color:#5b6272;font-weight:500}form{margin:1rem 0}button{background:#17458c;color:#fff;border:0;padding:.6rem 1.2rem;font-size:1rem;border-radius:4px;cursor:pointer}
label{display:block;margin-bottom:.4rem}input{padding:.5rem;font-size:1rem;width:9rem;margin:0 .5rem 0 0;letter-spacing:.2em}
.secondary{background:#fff;color:#17458c;border:1px solid #17458c}.doc{display:inline-block;font-weight:600;color:#17458c;padding:.4rem 0}
.ok{color:#166534}.err{color:#b91c1c}.wait{color:#92400e}.notice{color:#17458c}
</style></head><body>
<h1>e-Sign <span class="tag">SANDBOX</span></h1>
${r ? `<p>${escape(r.name)}, ${r.status === 'cancelled' ? 'this was your invitation to sign' : 'please review and sign'} <strong>${escape(r.documentName)}</strong>.</p><table>${rows}</table>` : ''}
${read}
${opts.notice ? `<p class="notice" role="status">${escape(opts.notice)}</p>` : ''}
${opts.error ? `<p class="err" role="alert">${escape(opts.error)}</p>` : ''}
${state}${action}
</body></html>`;
}

/**
 * The sandbox e-sign provider's signing pages (0-product-decisions §6), served by the API when the
 * sandbox is on: GET /esign/sandbox/:token shows the document summary and a link to the document (GET
 * .../document, the application PDF, while the signer may sign); POST .../send-otp sends an OTP
 * to the signer (outbox); POST .../confirm (form field `otp`) checks it and posts the HMAC-signed
 * completion callback to /api/onboarding/esign/callback, exactly as the real provider would.
 */
const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.esignProvider;
  if (!(provider instanceof SandboxEsign)) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const render = async (
    reply: FastifyReply,
    token: string,
    extra: { notice?: string; error?: string; status?: number; done?: boolean } = {},
  ) => {
    let opened: Awaited<ReturnType<SandboxEsign['open']>> | null = null;
    try {
      opened = await provider.open(token);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return reply
        .code(err.statusCode)
        .type('text/html; charset=utf-8')
        .send(page({ token, error: err.message }));
    }
    return reply
      .code(extra.status ?? 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        page({
          token,
          request: opened.request,
          waitingFor: opened.waitingFor,
          otpSent:
            !!opened.request.otpHash && (opened.request.otpExpiresAt?.getTime() ?? 0) > app.clock().getTime(),
          ...extra,
        }),
      );
  };
  const failure = (err: unknown) => {
    if (err instanceof HttpError) return { error: err.message, status: err.statusCode };
    throw err;
  };

  app.get<{ Params: { token: string } }>('/:token', async (request, reply) =>
    render(reply, request.params.token),
  );

  // The application PDF sent for signing, to the holder of the link while it may sign (signed, expired,
  // waiting and unknown links get the page with the reason).
  app.get<{ Params: { token: string } }>('/:token/document', async (request, reply) => {
    const token = request.params.token;
    let signing: SandboxRequest;
    try {
      signing = await provider.openForSigning(token);
    } catch (err) {
      return render(reply, token, failure(err));
    }
    const { pdf, applicationNumber } = await app.esign.documentPdf(signing.providerDocumentId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${applicationNumber}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });

  app.post<{ Params: { token: string } }>('/:token/send-otp', async (request, reply) => {
    try {
      await provider.sendOtp(request.params.token);
      return render(reply, request.params.token, {
        notice: 'OTP sent to your registered mobile number and e-mail.',
      });
    } catch (err) {
      return render(reply, request.params.token, failure(err));
    }
  });

  app.post<{ Params: { token: string }; Body: { otp?: string } }>(
    '/:token/confirm',
    async (request, reply) => {
      const token = request.params.token;
      let signed: SandboxRequest;
      try {
        signed = await provider.checkOtp(token, String(request.body?.otp ?? '').trim());
      } catch (err) {
        return render(reply, token, failure(err));
      }
      const event: EsignCallback = {
        eventId: `sbx-${signed.id}-signed`,
        event: 'signed',
        documentId: signed.providerDocumentId,
        invitationId: signed.id,
        signedAt: app.clock().toISOString(),
        method: 'OTP (e-sign sandbox)',
      };
      const raw = JSON.stringify(event);
      const res = await app.inject({
        method: 'POST',
        url: '/api/onboarding/esign/callback',
        headers: {
          'content-type': 'application/json',
          [ESIGN_SIGNATURE_HEADER]: signCallbackBody(await app.esign.webhookSecret(), raw),
        },
        payload: raw,
      });
      if (res.statusCode !== 200) {
        const message = (res.json() as { message?: string }).message ?? 'The signature could not be recorded';
        return render(reply, token, { error: message, status: res.statusCode });
      }
      await provider.markSigned(signed.id);
      return render(reply, token, { done: true });
    },
  );
};

export default sandboxRoutes;
