import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { normaliseEmail } from '../../domain/validation/credentials-validation';
import { validateAdditionalEmail, type AdditionalEmailCode } from '../../domain/validation/activity-validation';
import type { AccountSettingsApi, AdditionalEmail } from '../ports/account-settings-api.port';
import { WriteRequest } from '../latest-request/write-request';
import type { Notifier } from '../ports/notifier.port';
import type { AccountProfileStore } from './account-profile.store';
import { settingsOwnerId } from './profile-settings-owner';

/** Field codes of the address being added: the domain rule's, or the same codes from the API. */
export type AdditionalEmailFieldCode = AdditionalEmailCode;
export const ADDITIONAL_EMAIL_TOASTS = {
  added: 'ADDITIONAL_EMAIL_ADDED',
  deleted: 'ADDITIONAL_EMAIL_DELETED',
  resent: 'ADDITIONAL_EMAIL_CONFIRMATION_SENT',
} as const;

/** The API's refusals of an address (docs/api-account.md#profile) as the domain's codes. */
function fieldCodeOfError(error: unknown): AdditionalEmailFieldCode | null {
  if (isApiError(error, 'BP_409')) return 'ADDITIONAL_EMAIL_EXISTS';
  if (!isApiError(error, 'BP_400')) return null;
  if (error.desc === 'SAME_AS_ACCOUNT_EMAIL') return 'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT';
  if (error.desc === 'ADDITIONAL_EMAIL_EXISTS') return 'ADDITIONAL_EMAIL_EXISTS';
  return error.desc === 'EMAIL_INVALID' ? 'EMAIL_INVALID' : null;
}

/**
 * The additional notification addresses (docs/product-rules.md#additional-emails): the list with
 * each address confirmed or not; add one (a valid address, not the account's own, not twice:
 * docs/product-rules.md#field-rules, checked here and by the API); delete one after a confirmation;
 * send its confirmation mail again. Field errors show once the form was submitted, then follow the
 * input (docs/product-rules.md#when-errors-show); a failed add keeps the typed address and says so.
 */
export class AdditionalEmailsModel {
  draft = '';
  submitted = false;
  /** The API refused the address typed (cleared when it changes). */
  serverCode: AdditionalEmailFieldCode | null = null;
  addFailed = false;
  /** The address whose deletion is being confirmed (the dialog is open). */
  deleteTarget: AdditionalEmail | null = null;
  deleteFailed = false;
  resendingId: string | null = null;
  resendFailedId: string | null = null;
  private readonly addition: WriteRequest<AdditionalEmail, AdditionalEmailFieldCode | null>;
  private readonly deletion: WriteRequest<void, 'DELETE_FAILED'>;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: AccountSettingsApi,
    private readonly notifier: Notifier,
  ) {
    this.addition = new WriteRequest({ owner: store.owner, classify: fieldCodeOfError });
    this.deletion = new WriteRequest({ owner: store.owner, classify: () => 'DELETE_FAILED' });
    makeAutoObservable<AdditionalEmailsModel, 'store' | 'api' | 'notifier' | 'addition' | 'deletion'>(this, {
      store: false,
      api: false,
      notifier: false,
      addition: false,
      deletion: false,
    });
  }

  get adding(): boolean {
    return this.addition.pending;
  }

  get deleting(): boolean {
    return this.deletion.pending;
  }

  get emails(): readonly AdditionalEmail[] {
    return this.store.profile?.user.additionalEmailAddresses ?? [];
  }

  /** The rule's answer for the typed address, shown once submitted; then the API's refusal. */
  get fieldCode(): AdditionalEmailFieldCode | null {
    if (!this.submitted) return null;
    const user = this.store.profile?.user;
    const ruleCode =
      user === undefined
        ? null
        : validateAdditionalEmail(
            this.draft,
            user.email,
            this.emails.map((e) => e.email),
          );
    return ruleCode ?? this.serverCode;
  }

  get addErrorCode(): 'ADD_FAILED' | null {
    return this.addFailed ? 'ADD_FAILED' : null;
  }

  get deleteErrorCode(): 'DELETE_FAILED' | null {
    return this.deleteFailed ? 'DELETE_FAILED' : null;
  }

  resendErrorCodeOf(emailId: string): 'RESEND_FAILED' | null {
    return this.resendFailedId === emailId ? 'RESEND_FAILED' : null;
  }

  setDraft(value: string): void {
    this.draft = value;
    this.serverCode = null;
    this.addFailed = false;
  }

  async add(): Promise<boolean> {
    const user = this.store.profile?.user;
    if (user === undefined || this.adding) return false;
    this.submitted = true;
    this.serverCode = null;
    this.addFailed = false;
    if (this.fieldCode !== null) return false;
    const address = normaliseEmail(this.draft);
    let added = false;
    await this.addition.send(() => this.api.addAdditionalEmail(settingsOwnerId(user), address), {
      loaded: (email) => {
        added = true;
        this.draft = '';
        this.submitted = false;
        this.store.update((profile) => ({
          ...profile,
          user: {
            ...profile.user,
            additionalEmailAddresses: [
              ...profile.user.additionalEmailAddresses.filter((e) => e.id !== email.id),
              email,
            ],
          },
        }));
        this.notifier.notify({ kind: 'success', code: ADDITIONAL_EMAIL_TOASTS.added });
      },
      failed: (code) => {
        this.serverCode = code;
        this.addFailed = code === null;
      },
    });
    return added;
  }

  askDelete(emailId: string): void {
    if (this.deleting) return;
    this.deleteTarget = this.emails.find((e) => e.id === emailId) ?? null;
    this.deleteFailed = false;
  }

  /** Cancel (also Escape); ignored while the deletion runs. */
  cancelDelete(): void {
    if (this.deleting) return;
    this.deleteTarget = null;
    this.deleteFailed = false;
  }

  /** Deletes the address being confirmed; an address the API no longer knows (BP_404) is gone too. */
  async confirmDelete(): Promise<boolean> {
    const user = this.store.profile?.user;
    const target = this.deleteTarget;
    if (user === undefined || target === null || this.deleting) return false;
    this.deleteFailed = false;
    const remove = async () => {
      try {
        await this.api.deleteAdditionalEmail(settingsOwnerId(user), target.id);
      } catch (error) {
        if (!isApiError(error, 'BP_404')) throw error;
      }
    };
    let deleted = false;
    await this.deletion.send(remove, {
      loaded: () => {
        deleted = true;
        this.deleteTarget = null;
        if (this.resendFailedId === target.id) this.resendFailedId = null;
        this.store.update((profile) => ({
          ...profile,
          user: {
            ...profile.user,
            additionalEmailAddresses: profile.user.additionalEmailAddresses.filter((e) => e.id !== target.id),
          },
        }));
        this.notifier.notify({ kind: 'success', code: ADDITIONAL_EMAIL_TOASTS.deleted });
      },
      failed: () => {
        this.deleteFailed = true;
      },
    });
    return deleted;
  }

  /** Sends the confirmation mail again; BP_409 means it is already confirmed, and the list says so. */
  async resend(emailId: string): Promise<boolean> {
    const user = this.store.profile?.user;
    if (user === undefined || this.resendingId !== null) return false;
    this.resendingId = emailId;
    this.resendFailedId = null;
    try {
      await this.api.resendAdditionalEmailConfirmation(settingsOwnerId(user), emailId);
    } catch (error) {
      runInAction(() => {
        this.resendingId = null;
        if (isApiError(error, 'BP_409')) this.markConfirmed(emailId);
        else this.resendFailedId = emailId;
      });
      return false;
    }
    runInAction(() => {
      this.resendingId = null;
    });
    this.notifier.notify({ kind: 'success', code: ADDITIONAL_EMAIL_TOASTS.resent });
    return true;
  }

  private markConfirmed(emailId: string): void {
    this.store.update((profile) => ({
      ...profile,
      user: {
        ...profile.user,
        additionalEmailAddresses: profile.user.additionalEmailAddresses.map((e) =>
          e.id === emailId ? { ...e, confirmed: true } : e,
        ),
      },
    }));
  }
}
