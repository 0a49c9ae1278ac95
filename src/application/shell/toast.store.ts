import { makeAutoObservable } from 'mobx';
import type { Subscription } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { Notifier, Toast } from '../ports/notifier.port';

const TOAST_LIFETIME_MS = 6000;

export interface ShownToast extends Toast {
  readonly id: number;
}

/** Why a toast stays put: the pointer is over it, or the focus is in it (its close button). */
export type ToastHold = 'pointer' | 'focus';

/**
 * The toasts at top centre (docs/product-rules.md#toasts). A success or a warning leaves by itself
 * 6 s after it appeared, or 6 s after the reader last left it: while the pointer is over it or the
 * focus is in it, its time stands still. An error stays until dismissed.
 */
export class ToastStore implements Notifier {
  toasts: ShownToast[] = [];
  private nextId = 1;
  /** The leaving timer of each toast that is counting down. */
  private readonly timers = new Map<number, Subscription>();
  /** The holds on each toast that is being read. */
  private readonly holds = new Map<number, Set<ToastHold>>();

  constructor(private readonly clock: Clock) {
    makeAutoObservable<ToastStore, 'clock' | 'nextId' | 'timers' | 'holds'>(this, {
      clock: false,
      nextId: false,
      timers: false,
      holds: false,
    });
  }

  notify(toast: Toast): void {
    const shown = { ...toast, id: this.nextId++ };
    this.toasts = [...this.toasts, shown];
    this.startTimer(shown);
  }

  /** The reader is on the toast: it stays until they leave it. */
  hold(id: number, why: ToastHold): void {
    if (!this.toasts.some((t) => t.id === id)) return;
    this.holds.set(id, new Set(this.holds.get(id)).add(why));
    this.stopTimer(id);
  }

  /** The reader left the toast: once nothing holds it, it has its whole lifetime again. */
  release(id: number, why: ToastHold): void {
    const holds = this.holds.get(id);
    if (!holds?.delete(why) || holds.size > 0) return;
    this.holds.delete(id);
    const toast = this.toasts.find((t) => t.id === id);
    if (toast) this.startTimer(toast);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.stopTimer(id);
    this.holds.delete(id);
  }

  private startTimer(toast: ShownToast): void {
    if (toast.kind === 'error' || this.timers.has(toast.id)) return;
    // The scheduler's own delay, not an rxjs timer: the toasts are on /login, and `timer` costs it 1.6 KB.
    this.timers.set(
      toast.id,
      this.clock.scheduler.schedule(() => this.dismiss(toast.id), TOAST_LIFETIME_MS),
    );
  }

  private stopTimer(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
  }
}
