import { describe, expect, it } from 'vitest';
import type { SharedSession } from '../../domain/activity/shared-session';
import { ApiError } from '../../domain/errors/api-error';
import type { IsoDate } from '../../domain/time/civil-date';
import { asSeconds } from '../../domain/units/branded-units';
import { heldAnswer } from '../../../tests/support/held-answer';
import { makeSharedSession, setUpSharedPage } from './share-fakes.test-support';

describe('the public page of a shared session', () => {
  it('shows the session read through its link, then draws its charts through the same link', async () => {
    const { vm, api } = setUpSharedPage();
    await vm.open('tok-1');
    expect(vm.status).toBe('ready');
    expect(vm.session?.title).toBe('League match');
    expect(vm.hasData).toBe(true);
    expect(api.getSharedSession).toHaveBeenCalledWith('tok-1');
    await settled();
    expect(api.getSharedTimeline.mock.calls.map(([token, query]) => [token, query.chartMetricsType])).toEqual([
      ['tok-1', 'HR_PERCENTAGE'],
      ['tok-1', 'AP'],
    ]);
    expect(vm.chart.loadState).toBe('ready');
  });

  it("reads the heart rate in % HRmax only: no bpm toggle, the chart drawn against 100 %, the workload from the link's amounts", async () => {
    const { vm, api } = setUpSharedPage();
    api.getSharedTimeline.mockImplementation((_token, query) =>
      Promise.resolve({
        metric: query.chartMetricsType,
        startOffsetSeconds: 0,
        endOffsetSeconds: 120,
        stepSeconds: 60,
        t: [0, 60],
        min: [70, 85],
        max: [75, 92],
        hrmax: null,
        apThreshold: null,
        amount: [2, 4],
      }),
    );
    await vm.open('tok-1');
    await settled();
    expect(vm.chart.offersBpm).toBe(false);
    vm.chart.setMetric('HR_BPM');
    expect(vm.chart.shownMetric).toBe('HR_PERCENTAGE');
    expect(vm.chart.hrmax).toBe(100);
    expect(Array.from(vm.chart.workloadSeries?.value ?? [])).toEqual([2, 6]);
  });

  it('reads "not shared" when the link answers 404, the one answer for an unknown, revoked or never shared token', async () => {
    const { vm, api } = setUpSharedPage();
    api.getSharedSession.mockRejectedValueOnce(new ApiError('BP_404', 'Not found', 404));
    await vm.open('nope');
    expect(vm.status).toBe('not-shared');
    expect(vm.session).toBeNull();
    expect(api.getSharedTimeline).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', new ApiError('NETWORK', 'offline', 0)],
    ['a server failure', new ApiError('BP_500', 'boom', 500)],
    ["a refusal that is not the link's", new ApiError('BP_403', 'denied', 403)],
  ])('offers to try again after %s, and shows the session once it answers', async (_case, error) => {
    const { vm, api } = setUpSharedPage();
    api.getSharedSession.mockRejectedValueOnce(error);
    await vm.open('tok-1');
    expect(vm.status).toBe('error');
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(api.getSharedSession).toHaveBeenCalledTimes(2);
  });

  it.each(['NOT_PROCESSED', 'FAILED', 'BELT_NOT_WORN', 'INVALID', 'NOT_SYNCED'] as const)(
    'has no data to show for a %s session, and asks for no timeline',
    async (dataStatus) => {
      const { vm, api } = setUpSharedPage(makeSharedSession({ dataStatus, summary: null }));
      await vm.open('tok-2');
      expect(vm.status).toBe('ready');
      expect(vm.hasData).toBe(false);
      expect(api.getSharedTimeline).not.toHaveBeenCalled();
    },
  );

  it('charts a session over 3.5 hours (flagged) and over 4 hours (its first 4 analysed)', async () => {
    const { vm } = setUpSharedPage(
      makeSharedSession({
        durationSeconds: asSeconds(16_200),
        analysedSeconds: asSeconds(14_400),
        tooLong: true,
        trimmed: true,
      }),
    );
    await vm.open('tok-3');
    expect(vm.dataState).toBe('too-long');
    expect(vm.hasData).toBe(true);
    expect(vm.chart.shownSpan).toEqual({ start: 0, end: 14_400 });
  });

  it("writes distances in the viewer's unit: metric without an account, imperial for a signed-in imperial viewer", async () => {
    expect(setUpSharedPage().vm.distanceUnit).toBe('METRIC');
    expect(setUpSharedPage(makeSharedSession(), { unit: 'IMPERIAL' }).vm.distanceUnit).toBe('IMPERIAL');
    const { vm } = setUpSharedPage(makeSharedSession(), { unit: 'IMPERIAL' });
    await vm.open('tok-1');
    expect(vm.chart.distanceUnit).toBe('IMPERIAL');
  });

  it("dates the start on the viewer's local day: a Saturday 23:30 in Los Angeles is Sunday in Auckland", async () => {
    const session = makeSharedSession({ startTime: '2026-03-08T07:30:00Z' });
    const losAngeles = setUpSharedPage(session, { timeZone: 'America/Los_Angeles' }).vm;
    const auckland = setUpSharedPage(session, { timeZone: 'Pacific/Auckland' }).vm;
    await Promise.all([losAngeles.open('t'), auckland.open('t')]);
    expect(losAngeles.start).toEqual({
      epochMs: Date.parse('2026-03-08T07:30:00Z'),
      day: '2026-03-07',
      timeZone: 'America/Los_Angeles',
    });
    expect(auckland.start?.day).toBe('2026-03-08');
  });

  it('has no start for a start that is no time', async () => {
    const { vm } = setUpSharedPage(makeSharedSession({ startTime: 'soon' }));
    await vm.open('t');
    expect(vm.start).toBeNull();
  });

  it('gives the time in zones from the shared figures', async () => {
    const { vm } = setUpSharedPage();
    await vm.open('t');
    expect(vm.timeInZones?.display.map((zone) => [zone.zone, zone.percent])).toEqual([
      ['low', 25],
      ['moderate', 50],
      ['high', 25],
    ]);
    expect(vm.timeInZones?.edwards.map((zone) => zone.seconds)).toEqual([300, 600, 900, 900, 600, 300]);
  });

  it("dates a child's session by its day alone, and names it by nothing but its type", async () => {
    const { vm } = setUpSharedPage(
      makeSharedSession({ title: null, startTime: null, startDay: '2026-03-07' as IsoDate }),
      { timeZone: 'Pacific/Auckland' },
    );
    await vm.open('t');
    expect(vm.isChildSession).toBe(true);
    expect(vm.start).toBeNull();
    expect(vm.dayOnly).toBe('2026-03-07');
    const adult = setUpSharedPage().vm;
    await adult.open('t');
    expect(adult.isChildSession).toBe(false);
    expect(adult.dayOnly).toBeNull();
  });

  it('keeps only the answer of the token opened last', async () => {
    const { vm, api } = setUpSharedPage();
    const first = heldAnswer<SharedSession>();
    api.getSharedSession.mockReturnValueOnce(first.promise);
    const opening = vm.open('old');
    const second = vm.open('new');
    first.resolve(makeSharedSession({ title: 'Old link' }));
    await Promise.all([opening, second]);
    expect(vm.session?.title).toBe('League match');
    await vm.open('new');
    expect(api.getSharedSession).toHaveBeenCalledTimes(2);
  });

  it('drops the answer on its way when the page leaves', async () => {
    const { vm, api } = setUpSharedPage();
    const late = heldAnswer<SharedSession>();
    api.getSharedSession.mockReturnValueOnce(late.promise);
    const opening = vm.open('tok');
    vm.close();
    late.resolve(makeSharedSession({ title: 'Late' }));
    await opening;
    expect(vm.session).toBeNull();
    expect(api.getSharedTimeline).not.toHaveBeenCalled();
  });
});

/** Lets the chart requests started by an answer settle. */
function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
