import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { ToastStore } from './toast.store';

function setUp() {
  const clock = new FakeClock();
  const store = new ToastStore(clock);
  const codes = () => store.toasts.map((t) => t.code);
  return { clock, store, codes };
}

describe('ToastStore', () => {
  it('a success or a warning leaves by itself after 6 seconds', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'success', code: 'SAVED' });
    clock.advanceBy(1000);
    store.notify({ kind: 'warning', code: 'LOGGED_OUT_EXPIRED' });
    clock.advanceBy(4999);
    expect(codes()).toEqual(['SAVED', 'LOGGED_OUT_EXPIRED']);
    clock.advanceBy(1);
    expect(codes()).toEqual(['LOGGED_OUT_EXPIRED']);
    clock.advanceBy(1000);
    expect(codes()).toEqual([]);
  });

  it('an error stays until dismissed', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'error', code: 'GENERIC_ERROR' });
    clock.advanceBy(10 * 60_000);
    expect(codes()).toEqual(['GENERIC_ERROR']);
    const [error] = store.toasts;
    store.dismiss(error!.id);
    expect(codes()).toEqual([]);
  });

  it('stands still while hovered, and has its whole lifetime again once the pointer leaves', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'success', code: 'SAVED' });
    const [toast] = store.toasts;
    clock.advanceBy(5000);
    store.hold(toast!.id, 'pointer');
    clock.advanceBy(60_000);
    expect(codes()).toEqual(['SAVED']);
    store.release(toast!.id, 'pointer');
    clock.advanceBy(5999);
    expect(codes()).toEqual(['SAVED']);
    clock.advanceBy(1);
    expect(codes()).toEqual([]);
  });

  it('stays while either the pointer or the focus is on it', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'success', code: 'SAVED' });
    const id = store.toasts[0]!.id;
    store.hold(id, 'pointer');
    store.hold(id, 'focus');
    store.release(id, 'pointer');
    clock.advanceBy(60_000);
    expect(codes()).toEqual(['SAVED']);
    store.release(id, 'focus');
    clock.advanceBy(6000);
    expect(codes()).toEqual([]);
  });

  it('a release without a hold, or on a dismissed toast, starts nothing', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'success', code: 'SAVED' });
    const id = store.toasts[0]!.id;
    clock.advanceBy(3000);
    store.release(id, 'focus');
    clock.advanceBy(3000);
    expect(codes()).toEqual([]);
    store.hold(id, 'pointer');
    store.release(id, 'pointer');
    expect(codes()).toEqual([]);
    clock.advanceBy(6000);
    expect(codes()).toEqual([]);
  });

  it('a dismissed toast that was hovered does not come back nor leave twice', () => {
    const { clock, store, codes } = setUp();
    store.notify({ kind: 'success', code: 'FIRST' });
    store.notify({ kind: 'success', code: 'SECOND' });
    const first = store.toasts[0]!.id;
    store.hold(first, 'pointer');
    store.dismiss(first);
    store.release(first, 'pointer');
    expect(codes()).toEqual(['SECOND']);
    clock.advanceBy(6000);
    expect(codes()).toEqual([]);
  });
});
