import { makeAutoObservable } from 'mobx';
import { LatestRequest } from '../latest-request/latest-request';
import { statusOfLinkError, type LinkPageStatus } from './link-page-status';

/** The call a confirmation link makes: it confirms on open and answers the address it confirmed. */
export type ConfirmLink = (token: string) => Promise<{ readonly email: string }>;

/**
 * A page that confirms its link as soon as it opens (docs/product-rules.md#public-routes):
 * /email-change/:token and /additional-email/:token. `ready` means confirmed; `email` is the address.
 */
export class LinkConfirmationViewModel {
  status: LinkPageStatus = 'loading';
  email = '';
  private token: string | null = null;
  /** Confirming the link: a public page, so its answer is anyone's; another link overtakes it. */
  private readonly confirming = new LatestRequest<{ readonly email: string }, ReturnType<typeof statusOfLinkError>>({
    owner: { kind: 'anyone' },
    classify: statusOfLinkError,
  });

  constructor(private readonly confirmLink: ConfirmLink) {
    makeAutoObservable<LinkConfirmationViewModel, 'confirmLink' | 'token' | 'confirming'>(this, {
      confirmLink: false,
      token: false,
      confirming: false,
    });
  }

  /** Confirms the page's link; opening the same link again does nothing (a link may be single-use). */
  open(token: string): void {
    if (this.token === token) return;
    this.token = token;
    void this.confirm();
  }

  retry(): void {
    void this.confirm();
  }

  private async confirm(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    this.status = 'loading';
    await this.confirming.run(() => this.confirmLink(token), {
      loaded: ({ email }) => {
        this.email = email;
        this.status = 'ready';
      },
      failed: (status) => {
        this.status = status;
      },
    });
  }
}
