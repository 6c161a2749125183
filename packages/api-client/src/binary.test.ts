import MockAdapter from 'axios-mock-adapter';
import { downloadFile, getBinary } from './binary';
import { api } from './client';
import { API_MESSAGES, ApiError } from './errors';
import { setStaffToken } from './tokenStore';

const mock = new MockAdapter(api);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
let clicked: { href: string; download: string }[];

beforeEach(() => {
  mock.reset();
  localStorage.clear();
  jest.useFakeTimers();
  clicked = [];
  createObjectURL = jest.fn(() => 'blob:mock-url');
  revokeObjectURL = jest.fn();
  // jsdom has no object URLs and does not navigate on click.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('getBinary', () => {
  it('asks for a blob by default and sends the token', async () => {
    setStaffToken('staff-1');
    mock.onGet('/pdf/onboarding-application/pdf/7').reply((config) => {
      expect(config.responseType).toBe('blob');
      expect(config.headers?.Authorization).toBe('Bearer staff-1');
      return [
        200,
        new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        { 'content-type': 'application/pdf' },
      ];
    });
    const data = await getBinary('/pdf/onboarding-application/pdf/7');
    expect(data).toBeInstanceOf(Blob);
    expect(data.type).toBe('application/pdf');
  });

  it('returns an ArrayBuffer when asked', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    mock.onGet('/file').reply((config) => {
      expect(config.responseType).toBe('arraybuffer');
      return [200, bytes.buffer];
    });
    const data = await getBinary('/file', { responseType: 'arraybuffer' });
    expect(new Uint8Array(data)).toEqual(bytes);
  });

  it('passes query parameters', async () => {
    mock
      .onGet('/onboarding/reports/onboardingSummary', { params: { from: 'a', to: 'b' } })
      .reply(200, new Blob(['x']));
    await expect(
      getBinary('/onboarding/reports/onboardingSummary', { params: { from: 'a', to: 'b' } }),
    ).resolves.toBeInstanceOf(Blob);
  });
});

describe('downloadFile', () => {
  it('saves a PDF under the given name and releases the object URL', async () => {
    mock
      .onGet('/pdf/onboarding-application/pdf/7')
      .reply(200, new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        'content-type': 'application/pdf',
      });
    await downloadFile('/pdf/onboarding-application/pdf/7', 'AIF0000007.pdf');

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(clicked).toEqual([{ href: 'blob:mock-url', download: 'AIF0000007.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:mock-url');
  });

  it('types a spreadsheet from the file name when the server sends octet-stream', async () => {
    mock.onGet('/onboarding/reports/completedApplications').reply(200, new Blob(['PK']), {
      'content-type': 'application/octet-stream',
    });
    await downloadFile('/onboarding/reports/completedApplications', 'aif-onboarding-completed.xlsx');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe(XLSX);
    expect(clicked[0]?.download).toBe('aif-onboarding-completed.xlsx');
  });

  it('a refused download gives the generic message, whatever the server wrote', async () => {
    mock.onGet('/pdf/x').reply(500, { message: 'stack trace here' });
    const error = (await downloadFile('/pdf/x', 'x.pdf').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'HTTP_ERROR', message: API_MESSAGES.generic });
    expect(clicked).toEqual([]);
  });

  it('a 404 download also gives the generic message', async () => {
    mock
      .onGet('/pdf/missing')
      .reply(404, new Blob(['{"message":"Not found"}'], { type: 'application/json' }));
    await expect(downloadFile('/pdf/missing', 'x.pdf')).rejects.toMatchObject({
      message: API_MESSAGES.generic,
    });
  });

  it('a download after the session ended still reports the session message', async () => {
    setStaffToken('staff-1');
    mock.onGet('/pdf/x').reply(401);
    await expect(downloadFile('/pdf/x', 'x.pdf')).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: API_MESSAGES.sessionExpired,
    });
  });

  it('a download that times out reports the timeout', async () => {
    mock.onGet('/pdf/x').timeout();
    await expect(downloadFile('/pdf/x', 'x.pdf')).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: API_MESSAGES.timeout,
    });
  });
});
