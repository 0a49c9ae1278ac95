import { makeAutoObservable, runInAction } from 'mobx';
import { timer, type Subscription } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { DemoMail, DemoMailbox } from '../ports/demo-mailbox.port';
import { mailAgeOf, type MailAge } from './mail-age';

/** While the panel is open the list refreshes this often… */
export const OPEN_REFRESH_MS = 3_000;
/** …and while it is closed, the count on the button (a flow that sends a mail shows it soon). */
export const CLOSED_REFRESH_MS = 10_000;
/** The message of a failed load (the shared "try again later"). */
export const MAILBOX_LOAD_ERROR = 'TRY_AGAIN_LATER';

/** `idle` before the first load; `loading` until an answer when there is nothing to show yet. */
export type MailboxLoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface MailboxEntry {
  readonly mail: DemoMail;
  readonly age: MailAge;
}

/**
 * The demo mailbox (docs/architecture.md#demo-mailbox): a button with the number of mails the
 * mock backend's outbox holds, and a panel listing them newest first. It loads when it starts,
 * when the panel opens and on demand, and polls on the Clock's scheduler: every 3 s while open,
 * every 10 s while closed. Polls do not overlap, and a failing poll keeps the error state
 * without flickering through `loading`.
 */
export class DemoMailboxViewModel {
  isOpen = false;
  loadState: MailboxLoadState = 'idle';
  /** True while a call is out (a refresh of a list already shown). */
  refreshing = false;
  /** When the ages were last computed (epoch ms on the Clock). */
  now: number;
  private mails: readonly DemoMail[] = [];
  private loaded = false;
  private inFlight: AbortController | null = null;
  private ticker: Subscription | null = null;
  private running = false;

  constructor(
    private readonly mailbox: DemoMailbox,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<DemoMailboxViewModel, 'mailbox' | 'clock' | 'inFlight' | 'ticker' | 'running'>(this, {
      mailbox: false,
      clock: false,
      inFlight: false,
      ticker: false,
      running: false,
    });
  }

  /** The mails, newest first (the outbox lists them oldest first), each with its age. */
  get entries(): readonly MailboxEntry[] {
    return this.mails
      .map((mail, index) => ({ mail, index }))
      .sort((a, b) => b.mail.sentAt - a.mail.sentAt || b.index - a.index)
      .map(({ mail }) => ({ mail, age: mailAgeOf(mail.sentAt, this.now) }));
  }

  /** The number on the button; null until the outbox has been read once. */
  get count(): number | null {
    return this.loaded ? this.mails.length : null;
  }

  get isEmpty(): boolean {
    return this.loadState === 'ready' && this.mails.length === 0;
  }

  get errorCode(): typeof MAILBOX_LOAD_ERROR | null {
    return this.loadState === 'error' ? MAILBOX_LOAD_ERROR : null;
  }

  /** Starts reading and polling (the view calls it on mount); returns the stop. */
  start(): () => void {
    this.running = true;
    this.reload();
    return () => this.stop();
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Opens the panel with a fresh read. */
  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.reload();
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.schedule();
  }

  /** Reads the outbox now (the Refresh and Try again buttons). */
  refresh(): void {
    this.reload();
  }

  /** A mail's link was followed: the panel makes way for the page. */
  linkFollowed(): void {
    this.close();
  }

  private stop(): void {
    this.running = false;
    this.ticker?.unsubscribe();
    this.ticker = null;
    this.inFlight?.abort();
    this.inFlight = null;
    this.refreshing = false;
  }

  /** A read now, then the polling period restarts from it. */
  private reload(): void {
    if (!this.running) return;
    if (this.loadState === 'idle' || this.loadState === 'error') this.loadState = 'loading';
    void this.load();
    this.schedule();
  }

  private schedule(): void {
    this.ticker?.unsubscribe();
    if (!this.running) return;
    const period = this.isOpen ? OPEN_REFRESH_MS : CLOSED_REFRESH_MS;
    this.ticker = timer(period, period, this.clock.scheduler).subscribe(() => void this.load());
  }

  private async load(): Promise<void> {
    this.now = this.clock.now();
    if (this.inFlight) return;
    const call = new AbortController();
    this.inFlight = call;
    this.refreshing = true;
    try {
      const mails = await this.mailbox.listMails(call.signal);
      if (this.inFlight !== call) return;
      runInAction(() => {
        this.mails = mails;
        this.loaded = true;
        this.loadState = 'ready';
      });
    } catch {
      if (this.inFlight !== call) return;
      runInAction(() => {
        this.loadState = 'error';
      });
    } finally {
      runInAction(() => {
        if (this.inFlight === call) {
          this.inFlight = null;
          this.refreshing = false;
          this.now = this.clock.now();
        }
      });
    }
  }
}
