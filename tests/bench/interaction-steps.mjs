// The interactions that interactions.mjs times, grouped by the page they start on (each group gets a fresh
// phone context, signed in as its account). Each `run(phone, runs)` resolves to { 'interaction': [ms, …] }.
// Taps are real touches (CDP Input.dispatchTouchEvent through Playwright's touchscreen), keys real key presses:
// trusted events, which are the only ones Event Timing reports.

/* global window */

const SESSION_LINK = 'a[href^="/calendar/activity/"]:visible';

/**
 * A finger's tap at the centre of `locator`, as a phone sends it: touch events only. A timed tap goes through here, not
 * Playwright's `locator.tap()`, which also checks that its events hit the target with listeners of its own in the page;
 * they run inside the timed interaction (in a 6x trace, 4 ms on pointerdown and 5 ms on touchend), and no phone runs them.
 */
async function fingerTap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`nothing to tap: ${String(locator)}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** `runs` measures of `act(run)` in turn, `reset()` (not timed) after each. */
async function times(measure, runs, act, reset = async () => undefined) {
  const values = [];
  for (let run = 0; run < runs; run += 1) {
    values.push(await measure(() => act(run)));
    await reset();
  }
  return values;
}

/** A processed own session of the signed-in player under 3 hours, the latest (as the e2e tests pick one). */
async function latestProcessedSession(page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token_id') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    const response = await fetch(`/api/web/player-activities/calendar/${user.playerId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const sessions = (await response.json()).dailyTeamActivities;
    return [...sessions]
      .reverse()
      .find((s) => s.type === 'INDIVIDUAL' && s.dataStatus === 'PROCESSED' && s.durationSeconds < 3 * 3600)?.activityId;
  });
}

export const INTERACTIONS = [
  {
    title: 'dashboard',
    email: 'player@example.com',
    async run({ page, measure }, runs) {
      await page.locator('.dashboard-card__figure').first().waitFor({ timeout: 60_000 });
      // The floor: a tap on the page's heading, which changes nothing. What it takes is the browser's own (the tap
      // turned into mouse events and a click, each through the page's listeners) and a frame with nothing new.
      const floor = await times(measure, runs, () => fingerTap(page, page.getByRole('heading', { level: 1 })));
      const periods = ['Last 7 days', 'Latest session'];
      const range = await times(measure, runs, async (run) => {
        const option = page.getByRole('button', { name: periods[run % 2], exact: true });
        await fingerTap(page, option);
        await page.locator(`button[aria-pressed="true"]`, { hasText: periods[run % 2] }).waitFor();
      });
      const drawer = await times(
        measure,
        runs,
        async () => {
          await fingerTap(page, page.getByRole('button', { name: 'Open menu' }));
          await page.locator('#sidebar:not([hidden])').waitFor();
        },
        () => page.getByRole('button', { name: 'Close menu' }).tap(),
      );
      const language = [];
      for (let run = 0; run < runs; run += 1) {
        const toFrench = run % 2 === 0;
        const select = page.getByRole('combobox', { name: toFrench ? 'Language' : 'Langue' });
        await select.focus();
        language.push(
          await measure(async () => {
            await page.keyboard.press(toFrench ? 'ArrowDown' : 'ArrowUp');
            await page.waitForFunction((lang) => window.document.documentElement.lang === lang, toFrench ? 'fr' : 'en');
          }),
        );
      }
      if (runs % 2 === 1) {
        await page.getByRole('combobox', { name: 'Langue' }).focus();
        await page.keyboard.press('ArrowUp');
      }
      return {
        'a tap that changes nothing (the floor)': floor,
        'dashboard: switch the range': range,
        'open the drawer': drawer,
        'change the language (key)': language,
      };
    },
  },
  {
    title: 'child',
    email: 'parent@example.com',
    async run({ page, measure }, runs) {
      await page.locator('.dashboard-card__figure').first().waitFor({ timeout: 60_000 });
      const picker = page.getByRole('combobox', { name: 'Player', exact: true });
      const child = [];
      for (let run = 0; run < runs; run += 1) {
        const before = await picker.inputValue();
        await picker.focus();
        child.push(
          await measure(async () => {
            await page.keyboard.press(run % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
            await page.waitForFunction(
              (value) => window.document.querySelector('.topbar-player__picker')?.value !== value,
              before,
            );
          }),
        );
      }
      return { 'switch child (key)': child };
    },
  },
  {
    title: 'calendar',
    email: 'player@example.com',
    async run({ page, origin, measure }, runs) {
      await page.goto(`${origin}/calendar`);
      const title = page.locator('.calendar-toolbar__title');
      await title.waitFor({ timeout: 60_000 });
      const step = (name) => async () => {
        const before = await title.textContent();
        await fingerTap(page, page.getByRole('button', { name }));
        await page.waitForFunction(
          (text) => window.document.querySelector('.calendar-toolbar__title')?.textContent !== text,
          before,
        );
      };
      const previous = [];
      const next = [];
      for (let run = 0; run < runs; run += 1) {
        previous.push(await measure(step('Previous month')));
        next.push(await measure(step('Next month')));
      }
      await page.getByRole('button', { name: 'Previous month' }).tap();
      await page.locator(SESSION_LINK).first().waitFor({ timeout: 30_000 });
      const open = await times(
        measure,
        runs,
        async () => {
          await fingerTap(page, page.locator(SESSION_LINK).first());
          await page.waitForURL(/\/calendar\/activity\//);
          await page.getByRole('heading', { level: 1 }).waitFor();
        },
        async () => {
          await page.goBack();
          await page.locator(SESSION_LINK).first().waitFor({ timeout: 30_000 });
        },
      );
      return {
        'calendar: previous month': previous,
        'calendar: next month': next,
        'open a session (from the calendar)': open,
      };
    },
  },
  {
    title: 'session',
    email: 'player@example.com',
    async run({ page, origin, measure }, runs) {
      const id = await latestProcessedSession(page);
      if (!id) throw new Error('no processed demo session');
      await page.goto(`${origin}/calendar/activity/${id}`);
      const chart = page.getByRole('group', { name: 'Heart rate', exact: true });
      await chart.locator('canvas').first().waitFor({ timeout: 60_000 });
      const units = ['% HRmax', 'bpm'];
      const unit = await times(measure, runs, async (run) => {
        await fingerTap(page, page.getByRole('button', { name: units[run % 2], exact: true }));
        await page.locator('button[aria-pressed="true"]', { hasText: units[run % 2] }).waitFor();
      });
      const share = await times(
        measure,
        runs,
        async () => {
          await fingerTap(page, page.getByRole('button', { name: 'Share', exact: true }));
          await page.getByRole('dialog').waitFor();
        },
        async () => {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        },
      );
      return {
        'session: bpm / % HRmax': unit,
        'session: open the share dialog': share,
        ...(await chartTaps(page, chart, measure, runs)),
      };
    },
  },
  {
    title: 'live',
    email: 'player@example.com',
    async run({ page, origin, measure }, runs) {
      await page.goto(`${origin}/live`);
      const start = [];
      const stop = [];
      const confirm = [];
      for (let run = 0; run < runs; run += 1) {
        const connect = page.getByRole('button', { name: 'Connect a belt' });
        const startButton = page.getByRole('button', { name: 'Start', exact: true });
        await connect.or(startButton).first().waitFor({ timeout: 60_000 });
        if (await connect.isVisible()) await connect.tap();
        await startButton.and(page.locator(':enabled')).waitFor();
        start.push(
          await measure(async () => {
            await fingerTap(page, startButton);
            await page.locator('.live-recording[data-phase="recording"]').waitFor();
          }),
        );
        for (let beat = 0; beat < 5; beat += 1) await page.evaluate(() => window.__belt.send([0x16, 120, 0x00, 0x02]));
        stop.push(
          await measure(async () => {
            await fingerTap(page, page.getByRole('button', { name: 'Stop', exact: true }));
            await page.getByRole('dialog').waitFor();
          }),
        );
        confirm.push(
          await measure(async () => {
            await fingerTap(page, page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }));
            await page.getByRole('heading', { name: 'Recording stopped' }).waitFor();
          }),
        );
        await page.getByRole('button', { name: 'Save to my calendar' }).tap();
        await page.getByRole('button', { name: 'New recording' }).tap({ timeout: 30_000 });
      }
      return { 'live: start': start, 'live: stop (the question)': stop, 'live: stop (confirmed)': confirm };
    },
  },
];

/** A tap on the heart-rate chart shows its readout; a tap on the page's heading hides it again (not timed). */
async function chartTaps(page, chart, measure, runs) {
  await chart.scrollIntoViewIfNeeded();
  const readout = chart.locator('.pb-chart__readout');
  const tap = await times(
    measure,
    runs,
    async (run) => {
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.locator('canvas').first().boundingBox();
      await page.touchscreen.tap(box.x + box.width * (0.3 + 0.1 * run), box.y + box.height / 2);
      await readout.waitFor();
    },
    async () => {
      await page.getByRole('heading', { level: 1 }).tap();
      await readout.waitFor({ state: 'hidden' });
    },
  );
  return { 'session: tap the chart (readout)': tap };
}
