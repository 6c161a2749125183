import { preloadPageFiles } from './page-files';

const ENTRY = '/remotes/mf_lists_dashboard/remoteEntry.js';
const LIST = 'http://localhost/remotes/mf_lists_dashboard/page-files.json';
const fetchMock = jest.fn();

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
    l.getAttribute('as'),
    l.href,
  ]);
const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue({ ok: status === 200, status, json: () => Promise.resolve(body) });

beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

it("preloads the page's files, beside the remote's entry, as scripts", async () => {
  answer({
    '/dashboard': ['43.a1.js', 'page-dashboard.b2.js', 'page-dashboard.chart.c3.js'],
    '/applications': ['page-applications.d4.js'],
  });
  await preloadPageFiles(ENTRY, ['/dashboard']);
  expect(String(fetchMock.mock.calls[0][0])).toBe(LIST);
  expect(preloads()).toEqual([
    ['script', 'http://localhost/remotes/mf_lists_dashboard/43.a1.js'],
    ['script', 'http://localhost/remotes/mf_lists_dashboard/page-dashboard.b2.js'],
    ['script', 'http://localhost/remotes/mf_lists_dashboard/page-dashboard.chart.c3.js'],
  ]);
  // Without crossorigin: webpack's chunk loader asks for a plain script, so the preload is reused.
  expect(document.head.querySelector('link[crossorigin]')).toBeNull();
});

it("preloads a wizard step's files with its page's, each once", async () => {
  answer({
    '/application': ['43.a1.js'],
    '/application/contact-details': ['43.a1.js', 'page-application~contact-details.e5.js'],
    '/application/fatca': ['page-application~fatca.f6.js'],
  });
  await preloadPageFiles(ENTRY, ['/application', '/application/contact-details']);
  expect(preloads()).toEqual([
    ['script', 'http://localhost/remotes/mf_lists_dashboard/43.a1.js'],
    ['script', 'http://localhost/remotes/mf_lists_dashboard/page-application~contact-details.e5.js'],
  ]);
});

it('resolves the files against a remote on another origin', async () => {
  answer({ '/dashboard': ['43.a1.js'] });
  await preloadPageFiles('https://cdn.example/lists/remoteEntry.js', ['/dashboard']);
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://cdn.example/lists/page-files.json');
  expect(preloads()).toEqual([['script', 'https://cdn.example/lists/43.a1.js']]);
});

it('adds a file once, whatever asks for it again', async () => {
  answer({ '/dashboard': ['43.a1.js', '43.a1.js'] });
  await preloadPageFiles(ENTRY, ['/dashboard']);
  await preloadPageFiles(ENTRY, ['/dashboard']);
  expect(preloads()).toHaveLength(1);
});

it('ignores anything in the list that is not a chunk file beside the entry', async () => {
  answer({
    '/dashboard': ['../shell.js', '/main.js', 'https://evil.example/x.js', 'style.css', 42, 'ok.js'],
  });
  await preloadPageFiles(ENTRY, ['/dashboard']);
  expect(preloads()).toEqual([['script', 'http://localhost/remotes/mf_lists_dashboard/ok.js']]);
});

it.each([
  ['a remote built without the list (404)', () => answer(null, 404)],
  ['a page the list does not name', () => answer({ '/applications': ['a.js'] })],
  [
    'a list that is not JSON',
    () => fetchMock.mockResolvedValue({ ok: true, json: () => Promise.reject(new SyntaxError('x')) }),
  ],
  ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
])('preloads nothing, and does not throw, for %s', async (_case, arrange) => {
  arrange();
  await expect(preloadPageFiles(ENTRY, ['/dashboard'])).resolves.toBeUndefined();
  expect(preloads()).toEqual([]);
});
