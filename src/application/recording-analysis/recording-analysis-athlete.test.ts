import { isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { analyseSession } from '../../domain/session/session-analysis';
import { fileNamed, SAMPLES, settle, setUp } from './recording-analysis-fakes.test-support';

describe('RecordingAnalysisViewModel: the athlete for this analysis', () => {
  it('prefills age and weight from the profile, and opens files with them', async () => {
    const { vm, analyser, profileCalls } = setUp();
    vm.start();
    await settle();
    expect(profileCalls).toEqual(['acc-1']);
    expect(vm.overrides.draft).toEqual({ age: '30', weight: '70', sex: '', measuredHrmax: '' });
    expect(vm.overrides.hrmaxInUse).toEqual({ value: 208 - 0.7 * 30, source: 'tanaka' });
    void vm.open(fileNamed('run.tcx'));
    expect(analyser.opens[0]!.athlete).toEqual({ age: 30, weightKg: 70 });
    vm.dispose();
  });

  it('shows the weight in pounds to an imperial user', async () => {
    const { vm } = setUp({ unitHeightWeight: 'IMPERIAL' });
    vm.start();
    await settle();
    expect(vm.overrides.draft.weight).toBe('154.3');
    expect(vm.overrides.athlete.weightKg).toBeCloseTo(70, 1);
  });

  it('starts empty without a profile, or acting for a child, and still analyses', async () => {
    for (const options of [{ profile: new Error('offline') }, { actingFor: 'child-1' }]) {
      const { vm, analyser, profileCalls } = setUp(options);
      vm.start();
      await settle();
      expect(vm.overrides.draft).toEqual({ age: '', weight: '', sex: '', measuredHrmax: '' });
      expect(profileCalls.length).toBe('actingFor' in options ? 0 : 1);
      const opened = vm.open(fileNamed('run.tcx'));
      analyser.succeed();
      await opened;
      expect(vm.analysis?.hrmax).toBeCloseTo(187);
      expect(vm.summary?.calories).toBeNull();
    }
  });

  it('fills the form again for the next acting player', async () => {
    const { vm, viewer, changes, profileCalls } = setUp();
    vm.start();
    await settle();
    vm.overrides.setField('age', '40');
    viewer.activePlayerId = 'child-1';
    changes.next('child-1');
    await settle();
    expect(vm.overrides.draft.age).toBe('');
    expect(profileCalls).toHaveLength(1);
    vm.dispose();
  });

  it('keeps the last valid value of a field whose text is invalid, and says why', async () => {
    const { vm, analyser } = setUp();
    vm.start();
    await settle();
    const opened = vm.open(fileNamed('run.tcx'));
    analyser.succeed();
    await opened;
    const before = vm.analysis;
    for (const [field, text] of [
      ['age', '4'],
      ['age', '30.5'],
      ['weight', 'heavy'],
      ['measuredHrmax', '99'],
      ['measuredHrmax', '231'],
    ] as const) {
      vm.overrides.setField(field, text);
      expect(Object.keys(vm.overrides.errors)).toEqual([field]);
      expect(vm.analysis).toBe(before);
      vm.overrides.setField(field, field === 'age' ? '30' : field === 'weight' ? '70' : '');
    }
    expect(vm.overrides.errors).toEqual({});
    expect(vm.analysis).toBe(before);
  });

  it('re-analyses at once with a valid change: HRmax, figures, charts and export follow', async () => {
    const { vm, analyser, exportSource } = setUp();
    vm.start();
    await settle();
    const opened = vm.open(fileNamed('Evening ride.fit'));
    analyser.succeed();
    await opened;
    await settle();
    const redBefore = vm.summary!.timeAbove80Seconds;
    vm.overrides.setField('measuredHrmax', '200');
    expect(vm.overrides.hrmaxInUse).toEqual({ value: 200, source: 'measured' });
    expect(vm.analysis).toEqual(analyseSession(SAMPLES, { age: 30, weightKg: 70, hrmaxMeasured: 200 }));
    expect(vm.summary!.timeAbove80Seconds).toBeLessThan(redBefore);
    expect(vm.chart.hrmax).toBe(200);
    // The workload buckets are fetched again at the new HRmax, so the Workload chart ends at the new TRIMP.
    await settle();
    expect(vm.chart.heartRate?.hrmax).toBe(200);
    vm.overrides.setField('sex', 'f');
    expect(vm.analysis?.calories).toBe(
      analyseSession(SAMPLES, { age: 30, weightKg: 70, hrmaxMeasured: 200, sex: 'f' }).calories,
    );
    const exported = await exportSource();
    expect(exported).toMatchObject({
      title: 'Evening ride',
      startedAtMs: Date.UTC(2026, 10, 20, 8),
      sport: 'running',
      hrmax: 200,
    });
    expect(exported.samples).toBe(SAMPLES);
    expect(exported.calories).toBe(vm.analysis?.calories);
  });
});

describe('RecordingAnalysisViewModel: what goes to the worker', () => {
  it('sends the athlete as a plain object the worker can take (structured clone)', async () => {
    const { vm, analyser } = setUp();
    vm.start();
    await settle();
    vm.overrides.setField('sex', 'm');
    void vm.open(fileNamed('run.fit'));
    const athlete = analyser.opens[0]!.athlete;
    expect(structuredClone(athlete)).toEqual({ age: 30, weightKg: 70, sex: 'm' });
    expect(isObservable(athlete)).toBe(false);
  });
});
