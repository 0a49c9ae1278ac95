import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Text for the toast codes the shell's view-models raise (success messages: docs/product-rules.md#messages). */
const toastMessages: Record<string, MessageDescriptor> = {
  ACTIVATION_EMAIL_SENT: msg`Activation email sent. Check your inbox.`,
  ACCOUNT_ACTIVATED: msg`Your account is activated.`,
  GENERIC_ERROR: msg`Sorry, something went wrong. Please try again later.`,
  LOGGED_OUT_EXPIRED: msg`Your session has ended. Please log in again.`,
  /** A parent's child switch (acting-child.tsx): the child's {name} and its {sound}, for French "d’Emma" and "de Noah". */
  NOW_SHOWING_PLAYER: msg({ message: '{sound, select, vowel {Now showing {name}} other {Now showing {name}}}' }),
};

/** A lazily loaded page adds the texts of the toast codes it raises. */
export function registerToastMessages(messages: Readonly<Record<string, MessageDescriptor>>): void {
  for (const [code, message] of Object.entries(messages)) {
    if (code !== '__proto__' && code !== 'constructor') toastMessages[code] = message;
  }
}

export function toastMessage(code: string): MessageDescriptor {
  return (Object.hasOwn(toastMessages, code) ? toastMessages[code] : undefined) ?? toastMessages.GENERIC_ERROR!;
}
