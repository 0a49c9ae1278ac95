/**
 * The demo mail outbox (demo builds only;
 * docs/api-account.md#the-demo-mail-outbox): the mails the real backend would
 * have sent, as the mock backend keeps them. The real-API build never loads this port or its
 * adapter (docs/architecture.md#demo-mailbox).
 */

/** The kinds of mail the outbox holds. */
export const DEMO_MAIL_KINDS = [
  'ACTIVATION',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'ADDITIONAL_EMAIL',
  'CHILD_CONFIRMATION',
] as const;
export type DemoMailKind = (typeof DEMO_MAIL_KINDS)[number];

export interface DemoMail {
  readonly id: string;
  readonly kind: DemoMailKind;
  /** The recipient's address. */
  readonly to: string;
  readonly subject: string;
  /** A same-origin path of this app (the adapter drops any other link). */
  readonly link: string;
  /** Epoch milliseconds on the mock backend's clock. */
  readonly sentAt: number;
}

export interface DemoMailbox {
  /** The outbox's mails in the order the backend lists them (oldest first). */
  listMails(signal?: AbortSignal): Promise<readonly DemoMail[]>;
}
