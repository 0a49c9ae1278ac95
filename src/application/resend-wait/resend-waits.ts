import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
import { timer, type Subscription } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { MILLISECONDS_PER_SECOND } from '../../domain/units/time-units';

/**
 * The waits before an account may ask for a mail again (docs/product-rules.md#resend-waits): the activation mail
 * (per account id) and the password reset (per email address). Kept in local storage, so that a reload or
 * another tab finds them; each ends at an instant on the Clock and is forgotten once it has ended.
 */

/** Which mail a wait holds back. */
type ResendMail = 'activation' | 'password-reset';

/** One key for every wait: `{"<mail>:<account>": <end, epoch ms>}`; ended waits are dropped at each write. */
export const RESEND_WAITS_KEY = 'resend_waits';

/** What the app waits when the server's answer says nothing of it: the spec's 60 seconds. */
export const DEFAULT_RESEND_WAIT_SECONDS = 60;
/** The longest wait believed from storage or a server: a day. Anything further is not ours. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
const MAX_STORED_WAITS = 50;
const MAX_ACCOUNT_LENGTH = 320;
const STORED_KEY = /^(activation|password-reset):(.+)$/s;

/** The account part of a wait's key: an address as the API compares them (case and surrounding blanks aside). */
function accountKey(mail: ResendMail, account: string): string {
  return `${mail}:${mail === 'password-reset' ? account.trim().toLowerCase() : account}`;
}

/**
 * The waits kept in storage that still run at `now`. Storage is untrusted (docs/architecture.md#storage): corrupt
 * JSON or another shape reads as none; an entry with an unknown mail, an over-long account, an end that is not a
 * number, that has passed, or that lies more than a day ahead is dropped; so is everything past 50 entries.
 */
export function readResendWaits(raw: string | null, now: number): Map<string, number> {
  const waits = new Map<string, number>();
  if (raw === null) return waits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return waits;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return waits;
  for (const [key, end] of Object.entries(parsed)) {
    if (waits.size >= MAX_STORED_WAITS) break;
    const account = STORED_KEY.exec(key)?.[2];
    if (account === undefined || account.length > MAX_ACCOUNT_LENGTH) continue;
    if (typeof end !== 'number' || !Number.isFinite(end) || end <= now || end > now + MAX_WAIT_MS) continue;
    waits.set(key, end);
  }
  return waits;
}

export class ResendWaits {
  /** The Clock's time, read again every second while a wait runs. */
  now: number;
  private readonly ends: ObservableMap<string, number>;
  private ticking: Subscription | null = null;
  private readonly stopFollowing: () => void;

  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    this.ends = observable.map(readResendWaits(store.get(RESEND_WAITS_KEY), this.now));
    makeAutoObservable<ResendWaits, 'store' | 'clock' | 'ticking' | 'stopFollowing'>(this, {
      store: false,
      clock: false,
      ticking: false,
      stopFollowing: false,
    });
    // Another tab asked for a mail (or its wait ended there): take its waits as stored.
    this.stopFollowing = store.onExternalChange((key) => {
      if (key === RESEND_WAITS_KEY || key === null) runInAction(() => this.reload());
    });
    this.keepTicking();
  }

  /** The whole seconds this account still waits before asking for this mail again; 0 when it may ask. */
  secondsLeft(mail: ResendMail, account: string): number {
    const end = this.ends.get(accountKey(mail, account));
    return end === undefined ? 0 : Math.max(0, Math.ceil((end - this.now) / MILLISECONDS_PER_SECOND));
  }

  /** Starts a wait of `seconds` (at most a day) for this account and mail, from now, and stores it. */
  waitFor(mail: ResendMail, account: string, seconds: number): void {
    this.now = this.clock.now();
    const waits = readResendWaits(this.store.get(RESEND_WAITS_KEY), this.now);
    waits.set(
      accountKey(mail, account),
      this.now + Math.min(Math.max(seconds, 0) * MILLISECONDS_PER_SECOND, MAX_WAIT_MS),
    );
    this.store.set(RESEND_WAITS_KEY, JSON.stringify(Object.fromEntries(waits)));
    this.ends.replace(waits);
    this.keepTicking();
  }

  /** Stops counting (the page left); the waits stay stored. */
  dispose(): void {
    this.stopFollowing();
    this.ticking?.unsubscribe();
    this.ticking = null;
  }

  private reload(): void {
    this.now = this.clock.now();
    this.ends.replace(readResendWaits(this.store.get(RESEND_WAITS_KEY), this.now));
    this.keepTicking();
  }

  /** Ticks once a second while a wait runs, then stops (one timer at a time, each set by the tick before). */
  private keepTicking(): void {
    if (this.ticking !== null || this.ends.size === 0) return;
    this.ticking = timer(MILLISECONDS_PER_SECOND, this.clock.scheduler).subscribe(() =>
      runInAction(() => {
        this.ticking = null;
        this.tick();
      }),
    );
  }

  private tick(): void {
    this.now = this.clock.now();
    for (const [key, end] of [...this.ends]) if (end <= this.now) this.ends.delete(key);
    this.keepTicking();
  }
}
