import type { Observable } from 'rxjs';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';

/**
 * A heart-rate belt reached from the browser (docs/live-recording.md): the Bluetooth Heart Rate
 * Service in a real build, a simulated strap in the demo, a scripted fake in tests.
 */
export interface HeartRateSensor {
  /** Can this browser reach a belt at all (Web Bluetooth present, secure origin)? */
  readonly supported: boolean;
  /**
   * Asks the user to pick a belt (the browser's chooser) and subscribes to its measurements.
   * Rejects with a BeltConnectError: 'cancelled' when the chooser was closed without a pick.
   */
  connect(): Promise<ConnectedBelt>;
}

export interface ConnectedBelt {
  /** The belt's advertised name (e.g. "Polar H10 1A2B3C4D"), or a stand-in when it has none. */
  readonly name: string;
  /** What happens on the belt, in order; completes once disconnect() is called or the belt is lost for good. */
  readonly events$: Observable<BeltEvent>;
  /** Unsubscribes and lets the belt go; no reconnect follows. */
  disconnect(): void;
}

export type BeltEvent =
  /** One notification, parsed; `at` is epoch ms on the app's clock. */
  | { readonly kind: 'measurement'; readonly measurement: HeartRateMeasurement; readonly at: number }
  /** The battery level, 0–100, when the belt offers the Battery Service. */
  | { readonly kind: 'battery'; readonly percent: number }
  /** The link dropped; the adapter tries again after `delayMs` (attempt 1, 2, …). */
  | { readonly kind: 'reconnecting'; readonly attempt: number; readonly delayMs: number }
  /** Back after a drop, subscribed again. */
  | { readonly kind: 'reconnected' }
  /** Every attempt failed: the belt is gone until the user connects again. */
  | { readonly kind: 'lost' };

export type BeltConnectProblem = 'cancelled' | 'unsupported' | 'failed';

export class BeltConnectError extends Error {
  constructor(
    readonly problem: BeltConnectProblem,
    options?: ErrorOptions,
  ) {
    super(`could not connect to the belt: ${problem}`, options);
    this.name = 'BeltConnectError';
  }
}
