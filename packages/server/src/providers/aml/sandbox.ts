import type { AmlProvider, AmlQuery, AmlResult } from '../registry-types';

/**
 * AML screening sandbox (0-product-decisions §6): a PAN starting `AML` matches (one `system_match` entry
 * with FURTHER_INFORMATION and EXTERNAL_SOURCES); every other PAN passes.
 */
export class SandboxAml implements AmlProvider {
  readonly name = 'sandbox-aml';

  async screen(query: AmlQuery): Promise<AmlResult> {
    if (!query.pan.toUpperCase().startsWith('AML')) return { passed: true, matches: [] };
    return {
      passed: false,
      matches: [
        {
          FURTHER_INFORMATION: `Sandbox match: ${query.name} appears on a watch list (politically exposed person, adverse media).`,
          EXTERNAL_SOURCES: 'Sandbox sanctions list; sandbox adverse media archive',
        },
      ],
    };
  }
}
