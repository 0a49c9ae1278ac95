import { describe, expect, it } from 'vitest';
import { setUp } from './session-detail-fakes.test-support';

describe('charts', () => {
  it('fetches the whole session at 60-s steps, then a dragged span at its precision', async () => {
    const { vm, api } = setUp();
    await vm.load('pa-1');
    await Promise.resolve();
    expect(api.getTimeline).toHaveBeenCalledWith('pa-1', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 3600,
      timeInterval: 60,
      chartMetricsType: 'HR_BPM',
    });
    expect(api.getTimeline).toHaveBeenCalledWith('pa-1', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 3600,
      timeInterval: 60,
      chartMetricsType: 'AP',
    });
    await vm.chart.selectSpan(600, 840);
    expect(vm.chart.stepSeconds).toBe(2);
    expect(api.getTimeline).toHaveBeenLastCalledWith(
      'pa-1',
      expect.objectContaining({ startOffsetSeconds: 600, endOffsetSeconds: 840, timeInterval: 2 }),
    );
    expect(vm.chart.heartRate?.stepSeconds).toBe(2);
    await vm.chart.selectSpan(0, 600);
    expect(vm.chart.stepSeconds).toBe(10);
    await vm.chart.selectSpan(0, 1200);
    expect(vm.chart.stepSeconds).toBe(30);
    await vm.chart.resetZoom();
    expect(vm.chart.isZoomed).toBe(false);
    expect(vm.chart.stepSeconds).toBe(60);
  });

  it('clamps a span to the session and toggles bpm / % HRmax', async () => {
    const { vm } = setUp();
    await vm.load('pa-1');
    await vm.chart.selectSpan(3500, 4000);
    expect(vm.chart.shownSpan).toEqual({ start: 3500, end: 3600 });
    vm.chart.setMetric('HR_PERCENTAGE');
    expect(vm.chart.metric).toBe('HR_PERCENTAGE');
  });

  it('keeps the newest span when an older answer arrives late', async () => {
    const { vm, api } = setUp();
    await vm.load('pa-1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.getTimeline.mockImplementationOnce(async (_id, q) => {
      await gate;
      return { ...(await import('./session-detail-fakes.test-support')).makeTimeline(q) };
    });
    const slow = vm.chart.selectSpan(0, 100);
    await vm.chart.selectSpan(0, 2000);
    release();
    await slow;
    expect(vm.chart.heartRate?.stepSeconds).toBe(60);
  });
});
