import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ADDITIONAL_EMAIL_TOASTS } from '../../../application/profile/additional-emails.model';
import { NOTIFICATIONS_SAVED } from '../../../application/profile/notification-settings.model';
import { PRIVACY_SAVED } from '../../../application/profile/privacy-settings.model';
import type { SubscriptionType } from '../../../domain/account/account-profile';

/** Toast texts of the codes the settings sections raise (docs/product-rules.md#messages: success toasts). */
export const profileSettingsToastMessages: Readonly<Record<string, MessageDescriptor>> = {
  [PRIVACY_SAVED]: msg`Privacy settings updated.`,
  [NOTIFICATIONS_SAVED]: msg`Notification settings updated.`,
  [ADDITIONAL_EMAIL_TOASTS.added]: msg`Email added.`,
  [ADDITIONAL_EMAIL_TOASTS.deleted]: msg`Email deleted.`,
  [ADDITIONAL_EMAIL_TOASTS.resent]: msg`Confirmation email sent.`,
};

/** The mails of the notifications section (docs/product-rules.md#profile-fields). */
export const subscriptionLabels: Readonly<Record<SubscriptionType, MessageDescriptor>> = {
  SESSION_SUMMARY: msg`Session summary email after each session`,
  WEEKLY_REPORT: msg`Weekly report every Monday morning`,
  WEEKLY_INDIVIDUAL_REPORT: msg`Weekly individual report every Monday morning`,
};
