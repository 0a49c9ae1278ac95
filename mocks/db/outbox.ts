import { issueLinkToken, type NewLinkFields } from './link-tokens';
import type { MockDb } from './mock-db';
import type { MailKind, MailRecord } from './schemas';

/**
 * The demo mail outbox (docs/api-account.md#the-demo-mail-outbox): the mails
 * the real backend would have sent, each with a link carrying a fresh single-use token. Part of
 * the persisted demo data, so a link works after a reload and in another tab.
 */

const MAIL_TEMPLATES: Readonly<Record<MailKind, { readonly subject: string; readonly route: string }>> = {
  ACTIVATION: { subject: 'Activate your Pulseboard account', route: '/email-confirmation' },
  PASSWORD_RESET: { subject: 'Reset your Pulseboard password', route: '/reset-password' },
  EMAIL_CHANGE: { subject: 'Confirm your new Pulseboard email address', route: '/email-change' },
  ADDITIONAL_EMAIL: { subject: 'Confirm your additional Pulseboard email address', route: '/additional-email' },
  CHILD_CONFIRMATION: { subject: "Confirm your child's Pulseboard account", route: '/child-confirmation' },
};

/** Mints the link's token (same kind name as the mail) and writes the mail to `to`. */
export async function sendLinkMail(
  db: MockDb,
  kind: MailKind,
  to: string,
  link: NewLinkFields,
  now: number,
): Promise<MailRecord> {
  const token = await issueLinkToken(db, kind, link, now);
  const template = MAIL_TEMPLATES[kind];
  return db.mails.create({
    id: `mail-${crypto.randomUUID()}`,
    kind,
    to,
    subject: template.subject,
    link: `${template.route}/${token.token}`,
    sentAt: now,
  });
}

/** Every mail sent, oldest first (the order they were written). */
export function listMails(db: MockDb): MailRecord[] {
  return db.mails.all().map((mail) => ({ ...mail }));
}
