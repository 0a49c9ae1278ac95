import { makeAutoObservable } from 'mobx';
import { sharePathOf } from '../../domain/share/share-token';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { Notifier } from '../ports/notifier.port';
import type { SessionShareApi } from '../ports/session-share-api.port';

/**
 * Where the share dialog stands: closed; explaining what a link shows before one exists; showing the
 * link (copy, stop sharing); or asking to confirm that sharing stops.
 */
export type ShareDialogStep = 'closed' | 'explain' | 'link' | 'confirm-stop';

/** What became of the last copy of the link: the page says it, and selects the text when the copy failed. */
export type LinkCopyState = 'idle' | 'copied' | 'failed';

/**
 * Sharing the session shown on the session page through a public link
 * (docs/product-rules.md#shared-sessions): whether it is shared, the link, and the dialog that
 * creates it, copies it and stops sharing (with a confirmation). Made per mount of the page's share
 * control; its requests belong to the acting player, so a child switch drops their answers.
 */
export class SessionShareModel {
  activityId: string | null = null;
  /** The link's token; null while the session is not shared. */
  token: string | null = null;
  dialog: ShareDialogStep = 'closed';
  copy: LinkCopyState = 'idle';
  /** The last create or stop failed; the dialog says so and its button tries again. */
  failed = false;
  /** The link was created while the dialog is open: the dialog says so. */
  created = false;
  /** The share state was changed on this page: the session's own answer, read before, no longer says it. */
  private changedHere = false;
  private readonly creating: LatestRequest<string, 'failed'>;
  private readonly stopping: LatestRequest<void, 'failed'>;

  constructor(
    private readonly api: SessionShareApi,
    private readonly notifier: Notifier,
    viewer: ActingPlayerSource,
    /** The app's own origin: the link the dialog shows is `<origin>/share/<token>`. */
    private readonly origin: string,
    /** The session's share state changed: its cached copy is out of date. */
    private readonly changed: (activityId: string) => void,
  ) {
    const owner = { kind: 'acting-player', source: viewer } as const;
    this.creating = new LatestRequest({ owner, classify: () => 'failed' });
    this.stopping = new LatestRequest({ owner, classify: () => 'failed' });
    makeAutoObservable<
      SessionShareModel,
      'api' | 'notifier' | 'origin' | 'changed' | 'changedHere' | 'creating' | 'stopping'
    >(this, {
      api: false,
      notifier: false,
      origin: false,
      changed: false,
      changedHere: false,
      creating: false,
      stopping: false,
    });
  }

  get shared(): boolean {
    return this.token !== null;
  }

  /** The public link, absolute so that it can be pasted anywhere; null while not shared. */
  get link(): string | null {
    return this.token === null ? null : `${this.origin}${sharePathOf(this.token)}`;
  }

  /** The step the dialog opens to: the link once the session is shared, else what a link shows. */
  get openingStep(): 'explain' | 'link' {
    return this.shared ? 'link' : 'explain';
  }

  /** A create or a stop is on its way: the dialog's buttons wait. */
  get busy(): boolean {
    return this.creating.state.status === 'loading' || this.stopping.state.status === 'loading';
  }

  /**
   * The session the page shows, with the share token its answer carries (undefined: the answer does
   * not say). Another session starts afresh; the same one keeps a change made here, which the
   * session's answer read before this change cannot know of.
   */
  show(activityId: string, token: string | null | undefined): void {
    if (activityId === this.activityId && this.changedHere) return;
    if (activityId !== this.activityId) {
      this.creating.cancel();
      this.stopping.cancel();
      this.dialog = 'closed';
      this.failed = false;
      this.copy = 'idle';
    }
    this.activityId = activityId;
    this.token = token ?? null;
  }

  openDialog(): void {
    if (this.activityId === null) return;
    this.failed = false;
    this.created = false;
    this.copy = 'idle';
    this.dialog = this.openingStep;
  }

  /** Close, Cancel or Escape; from the confirmation, Escape goes back to the link. */
  closeDialog(): void {
    if (this.busy) return;
    if (this.dialog === 'confirm-stop') {
      this.dialog = 'link';
      return;
    }
    this.dialog = 'closed';
    this.failed = false;
  }

  /** Creates the link (the server answers the existing one when the session is already shared). */
  async share(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null || this.busy) return;
    this.failed = false;
    await this.creating.run(() => this.api.share(activityId), {
      loaded: (token) => {
        this.token = token;
        this.changedHere = true;
        this.created = true;
        this.copy = 'idle';
        this.dialog = 'link';
        this.changed(activityId);
        this.notifier.notify({ kind: 'success', code: 'SESSION_SHARED' });
      },
      failed: () => {
        this.failed = true;
      },
    });
  }

  requestStop(): void {
    if (this.shared && !this.busy) {
      this.failed = false;
      this.dialog = 'confirm-stop';
    }
  }

  /** Stops sharing, once confirmed: the link stops working for everyone who has it. */
  async stopSharing(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null || this.dialog !== 'confirm-stop' || this.busy) return;
    this.failed = false;
    await this.stopping.run(() => this.api.stopSharing(activityId), {
      loaded: () => {
        this.token = null;
        this.changedHere = true;
        this.dialog = 'closed';
        this.changed(activityId);
        this.notifier.notify({ kind: 'success', code: 'SHARING_STOPPED' });
      },
      failed: () => {
        this.failed = true;
      },
    });
  }

  /** The view copied the link (or could not: it then selects the text for the reader to copy). */
  copied(succeeded: boolean): void {
    this.copy = succeeded ? 'copied' : 'failed';
    if (succeeded) this.notifier.notify({ kind: 'success', code: 'SHARE_LINK_COPIED' });
  }
}
