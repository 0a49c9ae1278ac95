// The engine smoke suite's steps (docs/architecture.md#tests-and-measurements): what a family does first, in any
// browser engine. Each step drives the page through a small driver (firefox-driver.mjs, webkit-driver.mjs) and
// waits for what a person would see; a step that does not finish in STEP_TIMEOUT_MS fails.

const STEP_TIMEOUT_MS = 30_000;
const POLL_MS = 200;
const DEMO_PASSWORD = 'demo-pass-1';

/**
 * Installed in the page after each load: remembers every tab title and every uncaught error, so a title that shows a
 * message's id (a message read before its catalog arrived) or an error between two steps is seen.
 */
const PAGE_WATCH = `(() => {
  if (window.__smoke) return true;
  const smoke = (window.__smoke = { titles: [document.title], errors: [] });
  new MutationObserver(() => { if (smoke.titles.at(-1) !== document.title) smoke.titles.push(document.title); })
    .observe(document.head, { subtree: true, childList: true, characterData: true });
  window.addEventListener('error', (event) => smoke.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => smoke.errors.push(String(event.reason?.message ?? event.reason)));
  return true;
})()`;

/** A tab title whose page part is a Lingui message id (six base64 characters, not a plain word such as "Profil"). */
function titleShowsMessageId(title) {
  const page = title.split(' · ')[0] ?? '';
  return /^[A-Za-z0-9+/]{6}$/.test(page) && !/^[A-Z]?[a-zà-ÿ]+$/.test(page);
}

async function waitUntil(driver, expression, what) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    let value = null;
    try {
      value = await driver.evaluate(expression);
    } catch {
      // A page between two documents answers nothing yet.
    }
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${STEP_TIMEOUT_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const heading = (text) =>
  `document.querySelector('main h1, h1')?.textContent?.trim().toLowerCase() === ${JSON.stringify(text.toLowerCase())}`;

/** Opens a page of the signed-in app from the sidebar, as a person does. */
async function openFromSidebar(driver, href, h1) {
  await waitUntil(driver, `!!document.querySelector('button.hamburger')`, 'the menu button');
  if ((await driver.evaluate(`document.querySelector('button.hamburger').getAttribute('aria-expanded')`)) !== 'true')
    await driver.click('button.hamburger');
  await waitUntil(driver, `!!document.querySelector('#sidebar a[href="${href}"]')`, `the sidebar link to ${href}`);
  await driver.click(`#sidebar a[href="${href}"]`);
  await waitUntil(driver, `location.pathname === ${JSON.stringify(href)} && ${heading(h1)}`, `the "${h1}" page`);
}

async function afterLoad(driver) {
  await waitUntil(driver, PAGE_WATCH, 'the page to answer');
}

/** The steps, in order: each gets the driver and the site's origin. */
export const SMOKE_STEPS = [
  {
    name: 'log in, then the dashboard with its figures',
    async run(driver, origin) {
      await driver.goto(`${origin}/login`);
      await afterLoad(driver);
      await waitUntil(
        driver,
        `!document.getElementById('login-shell') && !!document.querySelector('#root input[type=email]')`,
        'the app’s login form',
      );
      await driver.type('#root input[type=email]', 'player@example.com');
      await driver.type('#root input[type=password]', DEMO_PASSWORD);
      await driver.click('#root button[type=submit]');
      await waitUntil(driver, `location.pathname === '/dashboard' && ${heading('Dashboard')}`, 'the dashboard');
      await waitUntil(
        driver,
        `document.querySelectorAll('.dashboard-card').length > 0 && !document.querySelector('.dashboard-skeleton')`,
        'the dashboard’s figures',
      );
    },
  },
  {
    name: 'the calendar',
    async run(driver) {
      await openFromSidebar(driver, '/calendar', 'Calendar');
      await waitUntil(
        driver,
        `!!document.querySelector('a[href^="/calendar/activity/"]')`,
        'a session in the calendar',
      );
    },
  },
  {
    name: 'the session history',
    async run(driver) {
      await openFromSidebar(driver, '/session-history', 'Session history');
      await waitUntil(
        driver,
        `!!document.querySelector('main a[href^="/calendar/activity/"]')`,
        'a session in the history',
      );
    },
  },
  {
    name: 'a session with data, its charts drawn',
    async run(driver) {
      // The latest processed individual session, from the calendar call the app makes (the mock backend answers it).
      const id = await waitUntil(
        driver,
        `(async () => {
          const token = localStorage.getItem('token_id') ?? '';
          const user = JSON.parse(localStorage.getItem('user') ?? '{}');
          const answer = await fetch('/api/web/player-activities/calendar/' + user.playerId, { headers: { authorization: 'Bearer ' + token } });
          const sessions = (await answer.json()).dailyTeamActivities;
          return [...sessions].reverse().find((s) => s.type === 'INDIVIDUAL' && s.dataStatus === 'PROCESSED' && s.durationSeconds < 3 * 3600)?.activityId ?? null;
        })()`,
        'a processed session in the calendar answer',
      );
      await driver.evaluate(
        `(history.pushState(null, '', '/calendar/activity/${id}'), dispatchEvent(new PopStateEvent('popstate')), true)`,
      );
      await waitUntil(
        driver,
        `location.pathname.startsWith('/calendar/activity/') && !!document.querySelector('main h1')`,
        'the session page',
      );
      await waitUntil(
        driver,
        `document.querySelectorAll('main canvas.pb-chart__canvas').length > 0 && !document.querySelector('main .pb-chart__skeleton')`,
        'the session’s charts',
      );
    },
  },
  {
    name: 'the share dialog: over the page, which turns inert; Escape closes it and the focus returns to Share',
    async run(driver) {
      const share = '.session-share button[aria-haspopup="dialog"]';
      await driver.click(share);
      await waitUntil(
        driver,
        `document.querySelector('dialog.share-dialog')?.open && document.getElementById('root')?.inert && document.querySelector('dialog.share-dialog').contains(document.activeElement)`,
        'the share dialog, with the focus, over an inert page',
      );
      await driver.press('Escape');
      await waitUntil(
        driver,
        `!document.querySelector('dialog.share-dialog')?.open && !document.getElementById('root')?.inert && document.activeElement === document.querySelector(${JSON.stringify(share)})`,
        'the dialog closed, the page back and the focus on Share',
      );
    },
  },
  {
    name: '/live says what this browser lacks and offers the file analysis',
    async run(driver) {
      await openFromSidebar(driver, '/live', 'Record live');
      await waitUntil(
        driver,
        `document.querySelector('main')?.textContent?.includes('needs Web Bluetooth')`,
        'the Web Bluetooth fallback',
      );
    },
  },
  {
    name: 'a shared session, without an account',
    async run(driver, origin) {
      await driver.goto(`${origin}/share/demo-shared`);
      await afterLoad(driver);
      await waitUntil(
        driver,
        `!!document.querySelector('main h1') && document.querySelectorAll('main canvas.pb-chart__canvas').length > 0 && !document.querySelector('main .pb-chart__skeleton')`,
        'the shared session and its chart',
      );
    },
  },
];

/** What the page kept that fails the run: uncaught errors, and tab titles that showed a message id. */
export async function pageProblems(driver) {
  const watched = (await driver.evaluate(
    `window.__smoke ? { titles: window.__smoke.titles, errors: window.__smoke.errors } : null`,
  )) ?? { titles: [], errors: [] };
  return [
    ...watched.errors.map((error) => `uncaught: ${error}`),
    ...watched.titles.filter(titleShowsMessageId).map((title) => `a tab title showed a message id: "${title}"`),
    ...(await driver.problems()),
  ];
}
