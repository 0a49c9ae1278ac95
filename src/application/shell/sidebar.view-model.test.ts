import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { SidebarViewModel, startsExpanded } from './sidebar.view-model';

describe('SidebarViewModel', () => {
  it('starts expanded exactly when width × pixel ratio is above 1900', () => {
    expect(startsExpanded(1900, 1)).toBe(false);
    expect(startsExpanded(1901, 1)).toBe(true);
    expect(startsExpanded(1000, 2)).toBe(true);
    expect(startsExpanded(390, 3)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), fc.constantFrom(1, 1.5, 2, 3), (width, ratio) => {
        expect(startsExpanded(width, ratio)).toBe(width * ratio > 1900);
      }),
    );
  });

  it('fires one notification 300 ms after the last toggle', () => {
    const clock = new FakeClock();
    const vm = new SidebarViewModel(clock, { width: 1440, devicePixelRatio: 1 });
    const seen: boolean[] = [];
    vm.toggleNotifications$.subscribe((expanded) => seen.push(expanded));
    vm.toggle();
    clock.advanceBy(299);
    expect(seen).toEqual([]);
    clock.advanceBy(1);
    expect(seen).toEqual([true]);
    vm.toggle();
    clock.advanceBy(100);
    vm.toggle();
    clock.advanceBy(300);
    expect(seen).toEqual([true, true]);
  });

  it('collapses after navigation on narrower screens only', () => {
    const narrow = new SidebarViewModel(new FakeClock(), { width: 1440, devicePixelRatio: 1 });
    narrow.toggle();
    narrow.navigated();
    expect(narrow.expanded).toBe(false);
    const wide = new SidebarViewModel(new FakeClock(), { width: 2560, devicePixelRatio: 1 });
    expect(wide.expanded).toBe(true);
    wide.navigated();
    expect(wide.expanded).toBe(true);
  });

  it('collapses after navigation wherever it is shown as a drawer, even on a screen of many physical pixels', () => {
    // A 390-px phone window on a screen counted wide (a large screen width at a pixel ratio of 3).
    const dense = new SidebarViewModel(new FakeClock(), { width: 1440, devicePixelRatio: 3 });
    expect(dense.expanded).toBe(true);
    dense.navigated(true);
    expect(dense.expanded).toBe(false);
    dense.toggle();
    dense.navigated(false);
    expect(dense.expanded).toBe(true);
  });
});
