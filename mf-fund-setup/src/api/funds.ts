import { api } from '@aif/api-client';
import type {
  AccessToggleResponse,
  AddPlanBody,
  AddSchemeBody,
  AddSchemeResponse,
  FundListResponse,
  FundSetupAccessResponse,
  PlanDetails,
  PlanOptionsResponse,
  SavedResponse,
  SchemeDetails,
  UpdatePlanBody,
  UpdateSchemeBody,
} from '@aif/contracts';

/** The fund setup calls (doc 3 §7 "Funds"); shapes from contracts `api/funds.ts`. */
const BASE = '/onboarding/funds';
const id = (value: string) => encodeURIComponent(value);

/** GET /onboarding/funds/list: every fund, one page (doc 3 §9). */
export async function getFundList(signal?: AbortSignal): Promise<FundListResponse> {
  const response = await api.get<FundListResponse>(`${BASE}/list`, { signal });
  return response.data;
}

/** GET /onboarding/funds/fundSetupAccess: whether the caller may change funds and plans. */
export async function getFundSetupAccess(signal?: AbortSignal): Promise<FundSetupAccessResponse> {
  const response = await api.get<FundSetupAccessResponse>(`${BASE}/fundSetupAccess`, { signal });
  return response.data;
}

/** GET /onboarding/funds/plan-options: the active investment managers, trustees and distributors. */
export async function getPlanOptions(signal?: AbortSignal): Promise<PlanOptionsResponse> {
  const response = await api.get<PlanOptionsResponse>(`${BASE}/plan-options`, { signal });
  return response.data;
}

/** GET /onboarding/funds/schemes/:id: a fund's fields and its plans. */
export async function getScheme(schemeId: string, signal?: AbortSignal): Promise<SchemeDetails> {
  const response = await api.get<SchemeDetails>(`${BASE}/schemes/${id(schemeId)}`, { signal });
  return response.data;
}

/** GET /onboarding/funds/plans/:id: every field of a plan. */
export async function getPlan(planId: string, signal?: AbortSignal): Promise<PlanDetails> {
  const response = await api.get<PlanDetails>(`${BASE}/plans/${id(planId)}`, { signal });
  return response.data;
}

/** POST /onboarding/funds/addScheme: a fund and its first plan, stored together or not at all. */
export async function addScheme(body: AddSchemeBody): Promise<AddSchemeResponse> {
  const response = await api.post<AddSchemeResponse>(`${BASE}/addScheme`, body);
  return response.data;
}

/** POST /onboarding/funds/updateScheme/:id: the scheme fields only. */
export async function updateScheme(schemeId: string, body: UpdateSchemeBody): Promise<SavedResponse> {
  const response = await api.post<SavedResponse>(`${BASE}/updateScheme/${id(schemeId)}`, body);
  return response.data;
}

/** POST /onboarding/funds/addPlan: a plan of an existing fund. */
export async function addPlan(body: AddPlanBody): Promise<SavedResponse> {
  const response = await api.post<SavedResponse>(`${BASE}/addPlan`, body);
  return response.data;
}

/** POST /onboarding/funds/updatePlan/:id. */
export async function updatePlan(planId: string, body: UpdatePlanBody): Promise<SavedResponse> {
  const response = await api.post<SavedResponse>(`${BASE}/updatePlan/${id(planId)}`, body);
  return response.data;
}

/** POST /onboarding/funds/updateScheme/:id/access: the fund's Access toggle. */
export async function setFundAccess(schemeId: string, isActive: boolean): Promise<AccessToggleResponse> {
  const response = await api.post<AccessToggleResponse>(`${BASE}/updateScheme/${id(schemeId)}/access`, {
    isActive,
  });
  return response.data;
}

/** POST /onboarding/funds/updatePlan/:id/access: the plan's Access toggle. */
export async function setPlanAccess(planId: string, isActive: boolean): Promise<AccessToggleResponse> {
  const response = await api.post<AccessToggleResponse>(`${BASE}/updatePlan/${id(planId)}/access`, {
    isActive,
  });
  return response.data;
}
