import { makeAutoObservable } from 'mobx';
import { timer } from 'rxjs';
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
    timer(TOAST_LIFETIME_MS, this.clock.scheduler).subscribe(() => this.dismiss(shown.id));
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
