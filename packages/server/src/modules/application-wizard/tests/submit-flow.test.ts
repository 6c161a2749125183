import { and, eq } from 'drizzle-orm';
import { WIZARD_API_MESSAGES } from '@aif/contracts';
import { applications, auditTrail } from '../../../db/schema';
import { createApplication } from '../../esign/test-helpers';
import {
  addApplication,
  bank,
  investment,
  nominee,
  pennyDrop,
  requiredDocs,
  saveStep,
  setupLaterSteps,
} from './later-steps';
import { db, investorToken, load, save, t, handToInvestor } from './setup';

// Steps 6-9 in a row, and the investor's Save Application that submits a draft.
setupLaterSteps();

describe('the whole flow', () => {
  it('currentStep rises monotonically to 9; a stale version is 409 and saves nothing; status on save is audited', async () => {
    const { id, applicantIds } = await addApplication({ status: 'sent_to_applicant1' });
    const steps: [string, Record<string, unknown>][] = [
      ['nominee-details', { nominees: [nominee()] }],
      ['bank-details', { banks: [bank()] }],
      ['investment-payment-details', investment()],
      ['document-details', { applicants: [await requiredDocs(applicantIds[0]!)] }],
    ];
    await pennyDrop({ ...bank(), applicationId: id });
    const seen: number[] = [];
    for (const [step, data] of steps) {
      const res = await saveStep(id, step, data);
      expect(res.json().message).toBeUndefined();
      seen.push(res.json().currentStep);
    }
    expect(seen).toEqual([6, 7, 8, 9]);
    const back = await saveStep(id, 'nominee-details', { nominees: [nominee()] });
    expect(back.json()).toMatchObject({ currentStep: 9, status: 'sent_to_amc_approver' });
    const audits = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
    expect(audits.map((a) => a.reason)).toContain('wizard save (nominee-details)');

    const d = await load(id);
    const stale = await save(id, t.rm!, {
      step: 'bank-details',
      version: d.version - 1,
      data: { banks: [{ ...d.banks![0], bankBranch: 'Changed' }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(WIZARD_API_MESSAGES.stale);
    expect((await load(id)).banks![0]!.bankBranch).toBe('Mumbai');
  });
});

describe("the investor's Save Application", () => {
  /**
   * A complete draft (every step saved and valid: the investor's submit runs the preview send's check,
   * review/completeness.test.ts), sent to the investor.
   */
  async function preparedDraft() {
    const a = await createApplication(db.db);
    expect((await load(a.id)).currentStep).toBe(9);
    await handToInvestor(a.id);
    return { id: a.id, token: await investorToken(a.applicants[0]!.mobile) };
  }

  /** The document step as the investor's wizard sends it: what GET answered, unchanged. */
  async function investorSave(id: string, token: string, saveType: string, step = 'document-details') {
    const d = await load(id, token);
    const data =
      step === 'document-details'
        ? {
            applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })),
            documentDeclaration: d.documentDeclaration,
          }
        : { doNotWishToNominate: true, nominees: [] };
    return save(id, token, { step, saveType, version: d.version, data });
  }

  it('on the last step submits the draft to the AIF approver, audited; save for later or another step does not', async () => {
    const { id, token } = await preparedDraft();
    const later = await investorSave(id, token, 'saveForLater');
    expect(later.json().message).toBeUndefined();
    expect(later.json().status).toBe('draft');
    const nominee = await investorSave(id, token, 'saveAndProceed', 'nominee-details');
    expect(nominee.json().status).toBe('draft');

    const submitted = await investorSave(id, token, 'saveAndProceed');
    expect(submitted.json().message).toBeUndefined();
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('sent_to_amc_approver');
    const audits = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
    expect(audits).toContainEqual(
      expect.objectContaining({
        actorRole: 'investor',
        fromValue: 'draft',
        toValue: 'sent_to_amc_approver',
        reason: 'investor submit (Save Application)',
      }),
    );

    // Submitted: the investor no longer edits it, even once staff bring it back to draft.
    const again = await investorSave(id, token, 'saveAndProceed');
    expect(again.statusCode).toBe(409);
    await db.db.update(applications).set({ status: 'draft' }).where(eq(applications.id, id));
    expect((await investorSave(id, token, 'saveForLater')).statusCode).toBe(409);
    expect((await load(id, token)).fieldLocks.editable).toBe(false);
  });

  it('a draft staff are still preparing is read-only to its investor (0-product-decisions §12)', async () => {
    const a = await createApplication(db.db);
    const token = await investorToken(a.applicants[0]!.mobile);
    const d = await load(a.id, token);
    expect(d.sentToInvestor).toBe(false);
    expect(d.fieldLocks.editable).toBe(false);
    const res = await investorSave(a.id, token, 'saveAndProceed');
    expect([res.statusCode, res.json().message]).toEqual([409, WIZARD_API_MESSAGES.notEditable]);
    expect((await load(a.id)).status).toBe('draft');
  });

  it('staff saving the last step of a draft leave it a draft', async () => {
    const { id } = await preparedDraft();
    const d = await load(id);
    const res = await save(id, t.rm!, {
      step: 'document-details',
      version: d.version,
      data: { applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })) },
    });
    expect(res.json().status).toBe('draft');
  });
});
