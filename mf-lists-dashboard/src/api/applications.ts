import { api, downloadFile } from '@aif/api-client';
import type { ApplicationListPage, DistributorOptionsResponse, LinkTargetsResponse } from '@aif/contracts';

/** The query of GET /onboarding/applications as the lists send it (lists comma-separated). */
export interface ApplicationListRequest {
  page: number;
  limit?: number;
  search?: string;
  status?: readonly string[];
  applicationType?: readonly string[];
  modeOfHolding?: readonly string[];
  distributorId?: readonly string[];
}

const csv = (values?: readonly string[]) => (values && values.length ? values.join(',') : undefined);

/** GET /onboarding/applications: one page of the applications the caller may see, newest first. */
export async function getApplications(
  request: ApplicationListRequest,
  signal?: AbortSignal,
): Promise<ApplicationListPage> {
  const response = await api.get<ApplicationListPage>('/onboarding/applications', {
    signal,
    params: {
      page: request.page,
      limit: request.limit,
      sort: 'createdAt',
      order: 'DESC',
      search: request.search || undefined,
      status: csv(request.status),
      applicationType: csv(request.applicationType),
      modeOfHolding: csv(request.modeOfHolding),
      distributorId: csv(request.distributorId),
    },
  });
  return response.data;
}

/** DELETE /onboarding/applications/:id (rm, distributor, subdistributor; drafts only). */
export async function deleteApplication(id: string): Promise<{ message: string }> {
  const response = await api.delete<{ message: string }>(
    `/onboarding/applications/${encodeURIComponent(id)}`,
  );
  return response.data;
}

/** GET /onboarding/applications/:id/link-targets: the rows of the Get Link dialog. */
export async function getLinkTargets(id: string): Promise<LinkTargetsResponse> {
  const response = await api.get<LinkTargetsResponse>(
    `/onboarding/applications/${encodeURIComponent(id)}/link-targets`,
  );
  return response.data;
}

/** GET /onboarding/application-filters/distributors: the distributor filter's choices. */
export async function getDistributorOptions(signal?: AbortSignal): Promise<DistributorOptionsResponse> {
  const response = await api.get<DistributorOptionsResponse>('/onboarding/application-filters/distributors', {
    signal,
  });
  return response.data;
}

/** Download of a list row (the path from `downloadPath`), saved as {applicationNumber}.pdf. */
export function downloadApplication(path: string, applicationNumber: string): Promise<void> {
  return downloadFile(path, `${applicationNumber}.pdf`);
}
