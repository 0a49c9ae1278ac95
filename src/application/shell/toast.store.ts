import { makeAutoObservable } from 'mobx';
import type { Clock } from '../ports/clock.port';
import type { Notifier, Toast } from '../ports/notifier.port';

const TOAST_LIFETIME_MS = 6000;

export interface ShownToast extends Toast {
  readonly id: number;
}

/** The toasts at top centre (docs/product-rules.md#toasts). Each one leaves by itself or when dismissed. */
export class ToastStore implements Notifier {
  toasts: ShownToast[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<ToastStore, 'clock' | 'nextId'>(this, { clock: false, nextId: false });
  }

  notify(toast: Toast): void {
    const shown = { ...toast, id: this.nextId++ };
    this.toasts = [...this.toasts, shown];
    // The scheduler's own delay, not an rxjs timer: the toasts are on /login, and `timer` costs it 1.6 KB.
    this.clock.scheduler.schedule(() => this.dismiss(shown.id), TOAST_LIFETIME_MS);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
