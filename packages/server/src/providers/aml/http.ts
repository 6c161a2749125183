import { z } from 'zod';
import { cleanProviderText, TEXT_LIMITS } from '@aif/contracts';
import { postJson, type HttpJsonConfig } from '../http-json';
import { ProviderUnavailableError, type AmlProvider, type AmlQuery, type AmlResult } from '../registry-types';

const amlAnswerSchema = z.object({
  system_match: z
    .array(z.object({ FURTHER_INFORMATION: z.string().nullish(), EXTERNAL_SOURCES: z.string().nullish() }))
    .nullish(),
});

/**
 * Live AML screening: POST `{ pan, name, dob }` to AML_URL with `x-api-key: AML_API_KEY`; the answer's
 * `system_match` lists the matches (none: passed). Anything but a readable 2xx is "unavailable".
 */
export class HttpAml implements AmlProvider {
  readonly name = 'http-aml';
  constructor(
    private readonly config: HttpJsonConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    if (!URL.canParse(config.url)) throw new Error('AML URL is not a URL');
  }

  async screen(query: AmlQuery): Promise<AmlResult> {
    const { status, json } = await postJson(
      this.name,
      this.config,
      { pan: query.pan, name: query.name, dob: query.dateOfBirth },
      this.fetchFn,
    );
    if (status < 200 || status >= 300) throw new ProviderUnavailableError(this.name, `answered ${status}`);
    const parsed = amlAnswerSchema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(this.name, 'unreadable answer');
    // Kept with the applicant and shown to staff: cleaned of control characters and bounded.
    const matches = (parsed.data.system_match ?? []).map((m) => ({
      FURTHER_INFORMATION: cleanProviderText(m.FURTHER_INFORMATION, TEXT_LIMITS.remark),
      EXTERNAL_SOURCES: cleanProviderText(m.EXTERNAL_SOURCES, TEXT_LIMITS.remark),
    }));
    return { passed: matches.length === 0, matches };
  }
}
