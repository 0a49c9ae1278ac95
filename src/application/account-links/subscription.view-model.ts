import { makeAutoObservable } from 'mobx';
import type { SubscriptionType } from '../../domain/account/account-profile';
import { linkStateOfError } from '../../domain/links/link-state';
import { LatestRequest } from '../latest-request/latest-request';
import { WriteRequest } from '../latest-request/write-request';
import type { AccountLinksApi, TokenSubscription } from '../ports/account-links-api.port';
import { statusOfLinkError, type LinkPageStatus } from './link-page-status';

/**
 * /subscriptions/:token (docs/api-account.md#email-links): the Unsubscribe variant is the session
 * summary, UnsubscribeWeekly the weekly report. The page reads the link, asks before it changes
 * anything (mail scanners open links), and offers to subscribe again.
 */
export class SubscriptionViewModel {
  status: LinkPageStatus = 'loading';
  type: SubscriptionType = 'SESSION_SUMMARY';
  email = '';
  subscribed = true;
  /** The user changed the subscription on this page (the page then confirms what it did). */
  changed = false;
  private opened: string | null = null;
  private token: string | null = null;
  /** Reading the link for a mail type: a public page, so its answer is anyone's; another link or type overtakes it. */
  private readonly reading = new LatestRequest<TokenSubscription, ReturnType<typeof statusOfLinkError>>({
    owner: { kind: 'anyone' },
    classify: statusOfLinkError,
  });

  /** The change asked for: the link's state when the link was refused, else SAVE_FAILED. */
  private readonly updating = new WriteRequest<
    TokenSubscription,
    Exclude<LinkPageStatus, 'loading' | 'ready'> | 'SAVE_FAILED'
  >({
    owner: { kind: 'anyone' },
    classify: (error) => linkStateOfError(error) ?? 'SAVE_FAILED',
  });

  constructor(private readonly api: AccountLinksApi) {
    makeAutoObservable<SubscriptionViewModel, 'api' | 'opened' | 'token' | 'reading' | 'updating'>(this, {
      api: false,
      opened: false,
      token: false,
      reading: false,
      updating: false,
    });
  }

  get saving(): boolean {
    return this.updating.pending;
  }

  /** A change failed for a reason other than the link; the page says so and the button retries. */
  get saveFailed(): boolean {
    return this.updating.error === 'SAVE_FAILED';
  }

  /** Reads the link for the variant's mail type; the same link and type again do nothing. */
  open(token: string, type: SubscriptionType): void {
    const key = `${type} ${token}`;
    if (this.opened === key) return;
    this.opened = key;
    this.token = token;
    this.type = type;
    this.changed = false;
    void this.check();
  }

  retry(): void {
    void this.check();
  }

  unsubscribe(): Promise<boolean> {
    return this.update(false);
  }

  subscribe(): Promise<boolean> {
    return this.update(true);
  }

  private async check(): Promise<void> {
    const token = this.token;
    const type = this.type;
    if (token === null) return;
    this.status = 'loading';
    this.updating.clear();
    await this.reading.run(() => this.api.getSubscription(token, type), {
      loaded: (answer) => {
        this.show(answer);
        this.status = 'ready';
      },
      failed: (status) => {
        this.status = status;
      },
    });
  }

  private async update(subscribed: boolean): Promise<boolean> {
    const token = this.token;
    if (token === null || this.status !== 'ready') return false;
    let saved = false;
    await this.updating.send(() => this.api.updateSubscription(token, this.type, subscribed), {
      loaded: (answer) => {
        saved = true;
        this.changed = true;
        this.show(answer);
      },
      failed: (code) => {
        if (code !== 'SAVE_FAILED') this.status = code;
      },
    });
    return saved;
  }

  /** The link answers one mail type; for another type the page cannot know, so it asks. */
  private show(answer: TokenSubscription): void {
    this.email = answer.email;
    this.subscribed = answer.type === this.type ? answer.subscribed : true;
  }
}
