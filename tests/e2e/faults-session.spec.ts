import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { isProcessedIndividual, listSessions } from '../support/demo-sessions';
import { FAULT_KINDS, FaultTally, goInApp, injectFault, type FaultKind, type FaultTarget } from '../support/faults';
import { oneSizePerLanguage } from '../support/one-size-per-language';
import { login, QUIET_PAGE } from '../support/pulseboard';

/**
 * Faults everywhere, on the session page's calls (see faults.spec.ts for the rest):
 * the activity load, its charts' timelines, the segment statistics and a new segment, the
 * description and a link.
 */
const TRY_AGAIN_LATER = 'Sorry, something went wrong. Please try again later.';

/** Processed individual sessions of the demo player, latest first (one per case where the page caches them). */
async function openSessions(page: Page, count: number): Promise<string[]> {
  await login(page, 'player@example.com');
  const ids = (await listSessions(page))
    .filter(isProcessedIndividual)
    .map((session) => session.activityId)
    .reverse()
    .slice(0, count);
  expect(ids).toHaveLength(count);
  return ids;
}

/** The new-segment form, filled with a valid span (1:00 to 2:30) under `name`. */
async function fillSegment(page: Page, name: string): Promise<Locator> {
  const form = page.locator('form.session-segment-form');
  await form.getByLabel('Segment name').fill(name);
  await form.getByLabel('Start minutes').fill('1');
  await form.getByLabel('Start seconds').fill('0');
  await form.getByLabel('End minutes').fill('2');
  await form.getByLabel('End seconds').fill('30');
  return form;
}

async function openSession(page: Page, activityId: string): Promise<void> {
  await goInApp(page, `/calendar/activity/${activityId}`);
  await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveText('Individual Session');
}

test.describe('faults on the session page', oneSizePerLanguage('en'), () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('activity: the session load', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    // The page keeps a session it has shown: each case opens another one.
    const ids = await openSessions(page, FAULT_KINDS.length);
    await tally.family('activity', async (kind) => {
      const activityId = ids[FAULT_KINDS.indexOf(kind)] ?? '';
      const call: FaultTarget = { path: `/web/player-activities/${activityId}`, method: 'GET' };
      await goInApp(page, QUIET_PAGE);
      await injectFault(page, call, kind);
      await tally.whileFaulty(kind, call, () => goInApp(page, `/calendar/activity/${activityId}`));
      await tally.expectLoadRecovers(() =>
        expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveText('Individual Session'),
      );
    });
    tally.expectAllSurvived();
  });

  test('charts: the timelines of a session', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const [activityId = ''] = await openSessions(page, 1);
    // The heart-rate and the speed timelines are read at once.
    const call: FaultTarget = {
      path: `/web/player-activities/${activityId}/timeline`,
      method: 'GET',
      parallelReads: 2,
    };
    const heartRate = page.getByRole('group', { name: 'Heart rate', exact: true });
    await tally.family('charts', async (kind) => {
      await goInApp(page, QUIET_PAGE);
      await injectFault(page, call, kind);
      await tally.whileFaulty(kind, call, () => goInApp(page, `/calendar/activity/${activityId}`));
      await tally.expectLoadRecovers(() => expect(heartRate.locator('canvas')).toBeVisible());
    });
    tally.expectAllSurvived();
  });

  test('segments: a new segment keeps its name', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const [activityId = ''] = await openSessions(page, 1);
    await openSession(page, activityId);
    const saveCall: FaultTarget = { path: `/web/player-activities/${activityId}/segments`, method: 'POST' };
    await tally.family('segment save', async (kind) => {
      const typed = `Fault sprint ${kind}`;
      const form = await fillSegment(page, typed);
      const name = form.getByLabel('Segment name');
      const create = form.getByRole('button', { name: 'Create segment' });
      await injectFault(page, saveCall, kind);
      await tally.whileFaulty(kind, saveCall, () => create.click());
      await expect(form.getByRole('alert')).toHaveText(TRY_AGAIN_LATER);
      await tally.expectNoSpinnerAfterGrace();
      await expect(name).toHaveValue(typed);
      await create.click();
      await expect(page.locator('.session-table tr', { hasText: typed })).toBeVisible();
    });
    tally.expectAllSurvived();
  });

  test('segments: the statistics of a kind', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const [activityId = ''] = await openSessions(page, 1);
    await openSession(page, activityId);
    // A segment to list, whatever the demo session holds.
    const form = await fillSegment(page, 'Listed sprint');
    await form.getByRole('button', { name: 'Create segment' }).click();
    await expect(page.locator('.session-table tr', { hasText: 'Listed sprint' })).toBeVisible();
    const statistics = page.getByRole('combobox', { name: 'Statistics' });
    const kinds: Record<FaultKind, { label: string; figures: RegExp }> = {
      network: { label: 'Distance', figures: /sprints?$/ },
      '500': { label: 'Activity points (AP)', figures: /^AP / },
      '503': { label: 'Workload', figures: /TRIMPs?/ },
      hang: { label: 'Heart rate', figures: /bpm/ },
    };
    const listCall: FaultTarget = { path: `/web/player-activities/${activityId}/segments`, method: 'GET' };
    await tally.family('segment list', async (kind) => {
      await injectFault(page, listCall, kind);
      await tally.whileFaulty(kind, listCall, () =>
        statistics.selectOption({ label: kinds[kind].label }).then(() => undefined),
      );
      await tally.expectLoadRecovers(() =>
        expect(page.locator('.session-table tbody tr').first().locator('td').nth(3)).toHaveText(kinds[kind].figures),
      );
    });
    tally.expectAllSurvived();
  });

  test('description and attachments: a failed save keeps the typed text', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const [activityId = ''] = await openSessions(page, 1);
    await openSession(page, activityId);
    const description = page.getByLabel('Notes about this session');
    const saveDescription = page.getByRole('button', { name: 'Save description' });
    const descriptionCall: FaultTarget = { path: `/web/player-activities/${activityId}/description`, method: 'PUT' };
    await tally.family('description', async (kind) => {
      const typed = `Notes kept through a ${kind} fault`;
      await description.fill(typed);
      await injectFault(page, descriptionCall, kind);
      await tally.whileFaulty(kind, descriptionCall, () => saveDescription.click());
      await expect(page.locator('#session-description-error')).toHaveText(
        'The description could not be saved. Your text is kept; please try again.',
      );
      await tally.expectNoSpinnerAfterGrace();
      await expect(description).toHaveValue(typed);
      await saveDescription.click();
      await expect(page.locator('.toast', { hasText: 'Description saved.' })).toBeVisible();
      await expect(description).toHaveValue(typed);
    });

    const link = page.getByLabel('Link (http or https)');
    const addLink = page.getByRole('button', { name: 'Add link' });
    const attachmentCall: FaultTarget = { path: `/web/player-activities/${activityId}/attachments`, method: 'POST' };
    await tally.family('attachments', async (kind) => {
      const typed = `https://example.com/fault-${kind}`;
      await link.fill(typed);
      await injectFault(page, attachmentCall, kind);
      await tally.whileFaulty(kind, attachmentCall, () => addLink.click());
      await expect(link).toHaveAccessibleDescription(TRY_AGAIN_LATER);
      await tally.expectNoSpinnerAfterGrace();
      await expect(link).toHaveValue(typed);
      await addLink.click();
      await expect(page.locator('.session-attachments a', { hasText: typed })).toBeVisible();
      await expect(link).toHaveValue('');
    });
    tally.expectAllSurvived();
  });
});
