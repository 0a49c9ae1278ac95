import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ForgottenPasswordFailure } from '../../../application/account-links/forgotten-password.view-model';
import type { LinkPageStatus } from '../../../application/account-links/link-page-status';
import type { SubscriptionType } from '../../../domain/account/account-profile';

/** A link that cannot be used: one of the three link states (docs/product-rules.md#links-and-invitations). */
type LinkProblem = Exclude<LinkPageStatus, 'loading' | 'ready' | 'failed'>;

/** Where the reader can go next; the first step is the main one. */
export interface NextStep {
  readonly href: string;
  readonly label: MessageDescriptor;
}

/** What a link page says for one link state, and its next steps. */
interface LinkProblemCopy {
  readonly message: MessageDescriptor;
  readonly steps: readonly NextStep[];
}

export type LinkProblemCopies = Readonly<Record<LinkProblem, LinkProblemCopy>>;

const LOG_IN: NextStep = { href: '/login', label: msg`Log in` };
const BACK_TO_LOG_IN: NextStep = { href: '/login', label: msg`Back to log in` };
/** The next step of a page whose work is done: sign in. */
export const LOG_IN_STEPS: readonly NextStep[] = [LOG_IN];
const NEW_RESET_LINK: NextStep = { href: '/forgotten-password', label: msg`Request a new link` };

/** The toast after a new password is saved (docs/product-rules.md#messages, success toasts). */
export const accountLinksToastMessages: Readonly<Record<'PASSWORD_RESET', MessageDescriptor>> = {
  PASSWORD_RESET: msg`Your password has been reset.`,
};

/**
 * /forgotten-password: why no mail went out (docs/api-account.md#password). The server's limit shows with its wait
 * (TooManyRequestsNotice, src/ui/components/resend-wait.tsx).
 */
export const forgottenPasswordFailures: Readonly<
  Record<Exclude<ForgottenPasswordFailure, 'TOO_MANY_REQUESTS'>, MessageDescriptor>
> = {
  EMAIL_NOT_REGISTERED: msg`Email address not registered in the system.`,
  ACCOUNT_NOT_ACTIVATED: msg`Your account is not activated yet. Check your invitation email to activate it, or contact support.`,
  TRY_AGAIN_LATER: msg`Sorry, something went wrong. Please try again later.`,
};

export const resetPasswordProblems: LinkProblemCopies = {
  invalid: { message: msg`This password reset link is not valid.`, steps: [NEW_RESET_LINK, BACK_TO_LOG_IN] },
  expired: {
    message: msg`This password reset link has expired. You can request a new one.`,
    steps: [NEW_RESET_LINK, BACK_TO_LOG_IN],
  },
  redeemed: {
    message: msg`This password reset link has already been used. Log in with your new password, or request a new link.`,
    steps: [LOG_IN, NEW_RESET_LINK],
  },
};

export const emailChangeProblems: LinkProblemCopies = {
  invalid: {
    message: msg`This email change link is no longer valid. Log in and ask for the change again in your profile.`,
    steps: [LOG_IN],
  },
  expired: {
    message: msg`This email change link has expired. Log in and ask for the change again in your profile.`,
    steps: [LOG_IN],
  },
  redeemed: {
    message: msg`This email change has already been confirmed. Log in with your new email address.`,
    steps: [LOG_IN],
  },
};

export const additionalEmailProblems: LinkProblemCopies = {
  invalid: {
    message: msg`This confirmation link is not valid. Log in and resend the confirmation from your profile.`,
    steps: [LOG_IN],
  },
  expired: {
    message: msg`This confirmation link has expired. Log in and resend the confirmation from your profile.`,
    steps: [LOG_IN],
  },
  redeemed: { message: msg`This confirmation link has already been used: the address is confirmed.`, steps: [LOG_IN] },
};

export const subscriptionProblems: LinkProblemCopies = {
  invalid: {
    message: msg`This unsubscribe link is not valid. Log in to manage your notifications in your profile.`,
    steps: [LOG_IN],
  },
  expired: {
    message: msg`This unsubscribe link has expired. Log in to manage your notifications in your profile.`,
    steps: [LOG_IN],
  },
  redeemed: {
    message: msg`This unsubscribe link has already been used. Log in to manage your notifications in your profile.`,
    steps: [LOG_IN],
  },
};

/** What the subscription page says for each mail type; `{email}` is the address the mail goes to. */
interface SubscriptionCopy {
  /** Asked before anything changes (mail scanners open links). */
  readonly ask: MessageDescriptor;
  readonly unsubscribed: MessageDescriptor;
  /** After "Subscribe again". */
  readonly subscribedAgain: MessageDescriptor;
}

export const subscriptionCopies: Readonly<Record<SubscriptionType, SubscriptionCopy>> = {
  SESSION_SUMMARY: {
    ask: msg({ message: 'Do you want to stop receiving the session summary email after each session at {email}?' }),
    unsubscribed: msg({ message: 'You will no longer receive the session summary email at {email}.' }),
    subscribedAgain: msg({
      message: 'You are subscribed again: the session summary email will come to {email} after each session.',
    }),
  },
  WEEKLY_REPORT: {
    ask: msg({ message: 'Do you want to stop receiving the weekly report on Monday mornings at {email}?' }),
    unsubscribed: msg({ message: 'You will no longer receive the weekly report at {email}.' }),
    subscribedAgain: msg({
      message: 'You are subscribed again: the weekly report will come to {email} on Monday mornings.',
    }),
  },
  WEEKLY_INDIVIDUAL_REPORT: {
    ask: msg({ message: 'Do you want to stop receiving the weekly individual report on Monday mornings at {email}?' }),
    unsubscribed: msg({ message: 'You will no longer receive the weekly individual report at {email}.' }),
    subscribedAgain: msg({
      message: 'You are subscribed again: the weekly individual report will come to {email} on Monday mornings.',
    }),
  },
};
