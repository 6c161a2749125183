/* eslint-disable @typescript-eslint/no-explicit-any -- the step forms' values are built as the wizard builds them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MESSAGES,
  MIME_PDF,
  REVIEW_MESSAGES,
  STEP_LABELS,
  documentStepDefaults,
  onSeriesChange,
  uploadRuleFor,
  type ApplicationDetail,
  type InvestmentSchemesResponse,
  type RequiredDocumentMaster,
} from '@aif/contracts';
import { bearer } from '../../../testing/app';
import { MDMS_DIR } from '../../mdms/service';
import { addApplication, saveStep as saveEarlyStep, setupEarlySteps } from './early-steps';
import { addFile, bank, pennyDrop } from './later-steps';
import { NOW, app, load, save, t } from './setup';

// The nine steps saved through the API in order, as the wizard (and the e2e journeys) send them, then sent
// and approved: what real saves store is complete by the send's check.
setupEarlySteps();

const master = JSON.parse(
  readFileSync(path.join(MDMS_DIR, 'required_document_master.json'), 'utf8'),
) as RequiredDocumentMaster;

async function saveLater(id: string, step: string, build: (d: ApplicationDetail) => any | Promise<any>) {
  const d = await load(id);
  return save(id, t.rm!, { step, version: d.version, data: await build(d) });
}

const post = (url: string, token: string) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload: {} });

describe('an application filled step by step through the API', () => {
  it('sends once every step is saved and valid; KYC saved before a domestic fund was chosen must get demat details', async () => {
    const { id } = await addApplication({ currentStep: 0 });
    const ok = (res: { statusCode: number; json: () => any }) => {
      expect(res.json().message).toBeUndefined();
      expect(res.statusCode).toBe(200);
    };
    ok(await saveEarlyStep(id, 'distributor-details', 'rm', (d) => (d.loginType = 'rm')));
    ok(await saveEarlyStep(id, 'contributor-details', 'rm'));
    ok(await saveEarlyStep(id, 'contact-details', 'rm'));
    // No scheme yet, so demat details are not asked for (the fixture's form leaves the depository empty).
    ok(await saveEarlyStep(id, 'additional-KYC-details', 'rm'));
    ok(await saveEarlyStep(id, 'fatca', 'rm'));
    ok(await saveLater(id, 'nominee-details', () => ({ doNotWishToNominate: true, nominees: [] })));
    const account = bank({ pennydropCheck: undefined, pennydropVerified: undefined });
    expect((await pennyDrop({ ...account, applicationId: id })).json().pennydropVerified).toBe(true);
    ok(await saveLater(id, 'bank-details', () => ({ banks: [account] })));
    ok(
      await saveLater(id, 'investment-payment-details', async () => {
        const res = await app.inject({
          url: `/api/onboarding/applications/${id}/schemes`,
          headers: bearer(t.rm!),
        });
        const { schemes } = res.json() as InvestmentSchemesResponse;
        const scheme = schemes.find((s) => s.fundType === 'domestic')!;
        const plan = scheme.plans[0]!;
        return {
          ...onSeriesChange({ schemeId: scheme.id } as any, plan as any, 'domestic'),
          setupFeeTDS: 0,
          modeOfPayment: 'neft',
          neftCode: 'NEFT123456',
          drawDownDate: '2026-07-06',
        };
      }),
    );
    ok(
      await saveLater(id, 'document-details', async (d) => {
        const data: any = documentStepDefaults(d as any, {
          role: 'rm',
          applicationType: 'individual',
          onboardingType: 'normal',
          today: NOW,
          master,
        });
        for (const entry of data.applicants.flatMap((a: any) => a.documents)) {
          if (!entry.required) continue;
          const ext = uploadRuleFor(entry.documentType).mimeTypes.includes(MIME_PDF) ? 'pdf' : 'png';
          entry.documentId = await addFile(undefined, 'staff', `${entry.documentType}.${ext}`);
          entry.documentName = entry.options?.[0] ?? entry.documentName ?? null;
        }
        return data;
      }),
    );
    expect((await load(id)).currentStep).toBe(9);

    const refused = await post(`/api/onboarding/applications/${id}/send`, t.rm!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      REVIEW_MESSAGES.incompleteSteps([STEP_LABELS['additional-KYC-details']]),
    );
    expect(refused.json().errors).toEqual([
      { path: 'additional-KYC-details.applicants.0.dlclId', message: MESSAGES.dematMandatoryForDomestic },
    ]);

    // Back to the step (Edit on the preview): the stored fund is domestic now, so the save asks for them too.
    const without = await saveEarlyStep(id, 'additional-KYC-details', 'rm');
    expect(without.statusCode).toBe(400);
    ok(
      await saveEarlyStep(id, 'additional-KYC-details', 'rm', (d) => {
        Object.assign(d.applicants[0], { dlclId: 'nsdl', dpId: 'IN300001', clId: '12345678' });
      }),
    );
    const sent = await post(`/api/onboarding/applications/${id}/send`, t.rm!);
    expect(sent.json().message).toBe(
      REVIEW_MESSAGES.sent((await load(id)).applicationNumber!, 'Send to AIF Approver'),
    );
    expect(sent.json().status).toBe('sent_to_amc_approver');
    const approved = await post(`/api/onboarding/applications/${id}/approve`, t.amcapprover!);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('sent_to_applicant1');
  });
});
