// Cold load to usable (issue 26): /login, the dashboard's charts and a wizard step, each in a new browser
// context (empty HTTP cache; a signed-in page gets the user's stored token and this tab's wizard target
// before the timed navigation), one untimed load, then RUNS timed ones. Used by e2e/bench-bundles.mjs.

/**
 * What "usable" means for each page, checked in the page at every DOM change (childList and attribute
 * mutations, so a field turning enabled counts): the time is `performance.now()` at the first change after
 * which the condition holds, i.e. from the navigation's start.
 */
export const USABLE = {
  // The mobile number box (type tel) and the Get OTP submit button rendered, visible and enabled.
  login: `(() => {
    const box = document.querySelector('form input[type="tel"]');
    const button = [...document.querySelectorAll('form button[type="submit"]')].find((b) => /Get OTP/.test(b.textContent));
    const shown = (el) => el && !el.disabled && el.getClientRects().length > 0;
    return shown(box) && shown(button);
  })()`,
  // The three Highcharts SVGs of the AIF admin's dashboard (donut, month on month, commitment).
  dashboard: `document.querySelectorAll('[data-testid="chart"] svg.highcharts-root').length >= 3`,
  // The step's own heading, at least one editable text field of its form, and Save and Proceed enabled.
  wizard: `(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    const heading = [...main.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Contact Details');
    const field = [...main.querySelectorAll('input[type="text"], input:not([type]), textarea')].some(
      (el) => !el.disabled && !el.readOnly && el.getClientRects().length > 0,
    );
    const save = [...main.querySelectorAll('button')].some(
      (b) => b.textContent.trim() === 'Save and Proceed' && !b.disabled && b.getClientRects().length > 0,
    );
    return heading && field && save;
  })()`,
};

/** Milestones of the start-up chain, from the page's resource timing (ms from the navigation's start). */
export function milestonesIn() {
  const all = performance.getEntriesByType('resource');
  const find = (re) => all.find((e) => re.test(new URL(e.name).pathname));
  const span = (e) => (e ? [Math.round(e.startTime), Math.round(e.responseEnd)] : null);
  const scripts = all.filter((e) => e.initiatorType === 'script' || /\.js$/.test(new URL(e.name).pathname));
  return {
    html: Math.round(performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0),
    mainJs: span(find(/^\/main\.js$/)),
    me: span(find(/^\/api\/users\/users\/me$/)),
    manifest: span(find(/^\/api\/config\/remotes$/)),
    remoteEntry: span(find(/\/remoteEntry\.js$/)),
    lastScript: Math.round(Math.max(0, ...scripts.map((e) => e.responseEnd))),
    scripts: scripts.length,
  };
}

/**
 * One cold load of `path`: a new context (with `storageState` and `sessionStorage` when given), the time
 * to usable, and the start-up chain's milestones.
 */
export async function coldLoad(browser, url, check, { storageState, sessionStorage } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  if (sessionStorage) {
    await context.addInitScript((items) => {
      for (const [k, v] of Object.entries(items)) window.sessionStorage.setItem(k, v);
    }, sessionStorage);
  }
  // Injected as source (the page's CSP refuses eval): records the first DOM change after which it holds.
  await context.addInitScript({
    content: `(() => {
      const test = () => { try { return (${check}) === true; } catch { return false; } };
      const observer = new MutationObserver(() => {
        if (window.__usableAt === undefined && test()) {
          window.__usableAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    })();`,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 60_000 });
  const usableMs = await page.evaluate(() => window.__usableAt);
  await page.waitForLoadState('networkidle');
  const milestones = await page.evaluate(milestonesIn);
  await context.close();
  return { usableMs: Math.round(usableMs), milestones };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One untimed load, then `runs` timed ones: each run's time, the median, the median run's milestones. */
export async function coldLoads(browser, url, check, options, runs) {
  await coldLoad(browser, url, check, options);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await coldLoad(browser, url, check, options));
  const usableMs = Math.round(median(results.map((r) => r.usableMs)));
  const middle = [...results].sort((a, b) => a.usableMs - b.usableMs)[Math.floor((results.length - 1) / 2)];
  return { runs: results.map((r) => r.usableMs), usableMs, milestones: middle.milestones };
}

/**
 * The staff wizard's target for the demo's draft individual application (Vikram Malhotra, saved up to the
 * contact step), as the list leaves it in the tab's sessionStorage when the application is opened.
 */
export async function draftWizardTarget(base, storageState) {
  const token = storageState.origins
    .flatMap((o) => o.localStorage)
    .find((i) => i.name === 'aif.staffToken')?.value;
  const res = await fetch(`${base}/api/onboarding/applications?status=draft&applicationType=individual`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const { applications } = await res.json();
  const draft = applications.find((a) => a.applicationType === 'individual' && a.status === 'draft');
  if (!draft) throw new Error('no draft individual application in the demo data');
  return {
    'aif.individualWizard.application': JSON.stringify({
      id: draft.id,
      applicant1ReferenceId: draft.applicant1ReferenceId,
    }),
  };
}
