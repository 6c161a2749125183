import { screen } from '@testing-library/react';
import { api } from '@aif/api-client';
import { PAGE_SIZE } from '@aif/contracts';
import { getApplications } from '../../api/applications';
import { listRow, makeUser, page, renderAt } from '../../testing/render';
import { getStampPapers } from './api/get-stamp-papers';
import { ApplicationsRoutes } from './ApplicationsRoutes';
import {
  FIRST_PAGE_PATH,
  readApplicationsEarly,
  resetApplicationsEarly,
  takeEarlyFirstPage,
} from '../../lib/early-first-page';

jest.mock('../../api/applications', () => ({
  ...jest.requireActual<object>('../../api/applications'),
  getApplications: jest.fn(),
  getDistributorOptions: jest.fn().mockResolvedValue([]),
}));
jest.mock('./api/get-stamp-papers');

const list = jest.mocked(getApplications);
const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

/** window.location as a cold load at `url` leaves it. */
function at(url: string): Location {
  window.history.replaceState(null, '', url);
  return window.location;
}

beforeEach(() => {
  resetApplicationsEarly();
  fetchMock.mockReset();
  localStorage.clear();
  localStorage.setItem('aif.staffToken', 'staff-token');
  fetchMock.mockResolvedValue({
    status: 200,
    json: () => Promise.resolve(page([listRow({ applicationNumber: 'AIF-EARLY-1' })])),
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  list.mockReset().mockResolvedValue(page([listRow({ applicationNumber: 'AIF-SERVER-1' })]));
  jest.mocked(getStampPapers).mockResolvedValue([]);
});

describe('readApplicationsEarly', () => {
  it('asks for what the list asks for when opened without a query (the same query as the API client builds)', () => {
    expect(FIRST_PAGE_PATH).toBe(
      api
        .getUri({
          url: '/onboarding/applications',
          params: { page: 1, limit: PAGE_SIZE, sort: 'createdAt', order: 'DESC' },
        })
        .replace(/^\/api/, ''),
    );
  });

  it("asks for the first page with the session's token and starts the page's chunk, at /applications", async () => {
    const preload = jest.fn().mockResolvedValue(undefined);
    readApplicationsEarly([preload], at('/applications'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api${FIRST_PAGE_PATH}`]);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    expect(preload).toHaveBeenCalledTimes(1);
    await expect(takeEarlyFirstPage()).resolves.toMatchObject({ total: 1 });
    await expect(takeEarlyFirstPage()).resolves.toBeNull();
  });

  it.each(['/applications?page=2', '/applications?search=Verma', '/applications-list', '/dashboard'])(
    'asks for nothing at %s',
    (url) => {
      const preload = jest.fn().mockResolvedValue(undefined);
      readApplicationsEarly([preload], at(url));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(preload).not.toHaveBeenCalled();
    },
  );

  it('asks for nothing without a session', async () => {
    localStorage.clear();
    readApplicationsEarly([], at('/applications'));
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeEarlyFirstPage()).resolves.toBeNull();
  });
});

describe('All Applications on a cold load', () => {
  function renderList(route: string) {
    return renderAt(<ApplicationsRoutes path="/applications" user={makeUser('rm')} />, {
      route,
      mount: '/applications',
    });
  }

  it('shows the early first page without asking again', async () => {
    readApplicationsEarly([], at('/applications'));
    renderList('/applications');
    expect(await screen.findByText('AIF-EARLY-1')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('asks the server when the early read was refused', async () => {
    fetchMock.mockResolvedValue({ status: 401 });
    readApplicationsEarly([], at('/applications'));
    renderList('/applications');
    expect(await screen.findByText('AIF-SERVER-1')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('does not take the first page for another request (a search in the address)', async () => {
    readApplicationsEarly([], at('/applications'));
    renderList('/applications?search=Verma');
    expect(await screen.findByText('AIF-SERVER-1')).toBeInTheDocument();
    expect(list.mock.calls[0]![0]).toMatchObject({ page: 1, search: 'Verma' });
  });
});
