import type { CDPSession, Locator, Page } from '@playwright/test';
import {
  isProcessedIndividual,
  listSessions,
  openSession,
  pickSession,
  type CalendarEvent,
} from '../support/demo-sessions';
import { login, openInApp } from '../support/pulseboard';
import { sharePageInBlock } from '../support/shared-page';
import { expect, test } from '../support/test';

/**
 * Charts under a finger (docs/product-rules.md#charts-on-touch), on the phone project's touch
 * screen. Every touch here is a real one: CDP's Input.dispatchTouchEvent goes through the
 * browser's own input pipeline (its touch slop, touch-action and scrolling), with the moves in
 * between that a finger makes, not DOM events made up in the page.
 */

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A finger on the page, through CDP. */
class Finger {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(page, await page.context().newCDPSession(page));
  }

  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) {
    return this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });
  }

  async tap(at: Point): Promise<void> {
    await this.send('touchStart', at);
    await this.page.waitForTimeout(60);
    await this.send('touchEnd');
  }

  /** Down at `from`, optionally held still, then `steps` moves a frame apart to `to`, and up. */
  async drag(
    from: Point,
    to: Point,
    { steps = 12, holdMs = 0 }: { steps?: number; holdMs?: number } = {},
  ): Promise<void> {
    await this.send('touchStart', from);
    await this.page.waitForTimeout(holdMs > 0 ? holdMs : 16);
    for (let i = 1; i <= steps; i += 1) {
      await this.send('touchMove', {
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      });
      await this.page.waitForTimeout(16);
    }
    await this.send('touchEnd');
  }

  async detach(): Promise<void> {
    await this.cdp.detach();
  }
}

/** Opens Alex's latest own processed session and waits for its heart-rate chart's data. */
async function openHeartRateChart(page: Page, sessions: readonly CalendarEvent[]): Promise<Locator> {
  await openSession(page, pickSession(sessions, isProcessedIndividual));
  const chart = page.getByRole('group', { name: 'Heart rate', exact: true });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  return chart;
}

/** The plot's box on the page: inside the chart's margins (time-series-chart.tsx: 48 px left, 16 px right, 26 px top, 40 px bottom). */
async function plotOf(chart: Locator) {
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  return {
    left: box.x + 48,
    right: box.x + box.width - 16,
    top: box.y + 26,
    bottom: box.y + box.height - 40,
    chartLeft: box.x,
  };
}

/** Where the crosshair stands, in CSS px from the chart's left (crosshair-painter.ts moves it by a transform). */
async function crosshairX(chart: Locator): Promise<number> {
  const transform = await chart
    .locator('.pb-chart__cursor')
    .evaluate((element) => (element as HTMLElement).style.transform);
  const match = /translateX\((-?[\d.]+)px\)/.exec(transform);
  if (!match) throw new Error(`no crosshair position in "${transform}"`);
  return Number(match[1]);
}

/** "Showing 00:00 to 52:00, 60-second steps.": the span the charts show. */
const shownSpan = (page: Page) => page.locator('.session-charts__span > span').first().textContent();
const wholeSession = (page: Page) => page.getByRole('button', { name: 'Show the whole session' });

test.describe('charts by touch', { tag: '@phone-size' }, () => {
  // Touches read and zoom, and change nothing: one signed-in page for the block, Alex's sessions listed.
  let sessions: CalendarEvent[] = [];
  const shared = sharePageInBlock(async (page) => {
    await login(page, 'player@example.com');
    sessions = await listSessions(page);
  });
  test('a tap on the heart-rate chart shows the time and value where the finger was; a drag moves it; a tap outside hides it', async () => {
    const { page } = shared;
    const chart = await openHeartRateChart(page, sessions);
    await chart.scrollIntoViewIfNeeded();
    const plot = await plotOf(chart);
    const readout = chart.locator('.pb-chart__readout');
    const middleY = (plot.top + plot.bottom) / 2;
    await expect(readout).toBeHidden();
    const finger = await Finger.on(page);

    const tapX = plot.left + (plot.right - plot.left) * 0.3;
    await finger.tap({ x: tapX, y: middleY });
    await expect(readout).toBeVisible();
    await expect(readout.locator('.pb-chart__readout-value')).toHaveText(/^\d+\sbpm$/);
    await expect(readout.locator('.pb-chart__readout-time')).toHaveText(/^\d{2}:\d{2}$/);
    // On the sample nearest the finger: within a sample's width of it.
    expect(Math.abs((await crosshairX(chart)) - (tapX - plot.chartLeft))).toBeLessThan(8);
    const firstTime = await readout.locator('.pb-chart__readout-time').textContent();

    // A sideways drag moves the readout with the finger, and it stays where the finger lifted.
    const dragTo = plot.left + (plot.right - plot.left) * 0.7;
    await finger.drag({ x: tapX, y: middleY }, { x: dragTo, y: middleY + 6 });
    await expect(readout).toBeVisible();
    await expect(readout.locator('.pb-chart__readout-time')).not.toHaveText(firstTime ?? '');
    expect(Math.abs((await crosshairX(chart)) - (dragTo - plot.chartLeft))).toBeLessThan(8);
    // Reading is not zooming.
    await expect(wholeSession(page)).toHaveCount(0);

    // A tap elsewhere on the page hides it.
    const heading = await page.getByRole('heading', { name: 'Charts', level: 2 }).boundingBox();
    if (!heading) throw new Error('no Charts heading');
    await finger.tap({ x: heading.x + 10, y: heading.y + heading.height / 2 });
    await expect(readout).toBeHidden();
    await finger.detach();
  });

  test('a thumb swiping up across the chart with 40 px of sideways drift scrolls the page and zooms nothing', async () => {
    const { page } = shared;
    const chart = await openHeartRateChart(page, sessions);
    // The chart in the lower half of the screen, as a thumb scrolling down the page meets it.
    await chart.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, Math.max(0, top - window.innerHeight * 0.55));
    });
    const before = await shownSpan(page);
    const ticks = await chart.locator('.pb-chart__axes > g > text.pb-chart__tick').allTextContents();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    const plot = await plotOf(chart);
    const from = { x: plot.left + (plot.right - plot.left) * 0.4, y: (plot.top + plot.bottom) / 2 };

    const finger = await Finger.on(page);
    await finger.drag(from, { x: from.x + 40, y: from.y - 320 }, { steps: 16 });
    await finger.detach();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore + 150);
    // The same span and axis: no zoom, no selection.
    expect(await shownSpan(page)).toBe(before);
    await expect(wholeSession(page)).toHaveCount(0);
    expect(await chart.locator('.pb-chart__axes > g > text.pb-chart__tick').allTextContents()).toEqual(ticks);
    await expect(chart.locator('.pb-chart__selection')).toBeHidden();
  });

  test('the zoom is a hold, then a sideways drag; a drag without the hold does not zoom', async () => {
    const { page } = shared;
    const chart = await openHeartRateChart(page, sessions);
    await expect(page.getByText('Touch and hold a chart, then drag sideways to zoom in.')).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    const plot = await plotOf(chart);
    const width = plot.right - plot.left;
    const y = (plot.top + plot.bottom) / 2;
    const from = { x: plot.left + width / 3, y };
    const to = { x: plot.left + (width * 2) / 3, y: y + 4 };
    const whole = await shownSpan(page);
    const finger = await Finger.on(page);

    await finger.drag(from, to);
    await expect(chart.locator('.pb-chart__readout')).toBeVisible();
    await expect(wholeSession(page)).toHaveCount(0);
    expect(await shownSpan(page)).toBe(whole);

    await finger.drag(from, to, { holdMs: 600 });
    await expect(wholeSession(page)).toBeVisible();
    const zoomed = (await shownSpan(page)) ?? '';
    expect(zoomed).not.toBe(whole);
    // The middle third of the session, give or take the rounding to whole seconds.
    const seconds = (text: string) => [...text.matchAll(/(\d+):(\d{2})/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    const [, wholeEnd = 0] = seconds(whole ?? '');
    const [start = 0, end = 0] = seconds(zoomed);
    expect(Math.abs(start - wholeEnd / 3)).toBeLessThan(wholeEnd / 30);
    expect(Math.abs(end - (wholeEnd * 2) / 3)).toBeLessThan(wholeEnd / 30);
    await finger.detach();
  });

  test('the dashboard’s load chart: a tap reads a day, a drag moves to another, a tap outside hides it', async () => {
    const { page } = shared;
    await openInApp(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Training load' });
    const plotBox = card.locator('.load-chart__plot');
    await expect(plotBox.locator('svg')).toBeVisible();
    await plotBox.scrollIntoViewIfNeeded();
    const box = await plotBox.boundingBox();
    if (!box) throw new Error('the load chart has no box');
    const readout = card.locator('.load-chart__readout');
    await expect(readout).toBeHidden();
    const finger = await Finger.on(page);

    const y = box.y + box.height / 2;
    await finger.tap({ x: box.x + box.width * 0.25, y });
    await expect(readout).toBeVisible();
    await expect(readout).toContainText(/Last 7 days: [\d,]+ TRIMPs/);
    await expect(readout).toContainText(/Usual week: ([\d,]+ TRIMPs|–)/);
    const day = (await readout.locator('.load-chart__readout-day').textContent()) ?? '';
    expect(day).toMatch(/\w+, \w+ \d+/);

    await finger.drag({ x: box.x + box.width * 0.25, y }, { x: box.x + box.width * 0.8, y: y + 5 });
    await expect(readout.locator('.load-chart__readout-day')).not.toHaveText(day);

    await finger.tap({ x: box.x + box.width / 2, y: box.y - 60 });
    await expect(readout).toBeHidden();
    await finger.detach();
  });
});
