import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { HrmaxOrigin } from '../../domain/heart-rate/max-heart-rate';
import { hasCustomPhoto, type HeightWeightUnit } from '../../domain/account/user';
import type { AvatarCode } from '../../domain/validation/avatar-validation';
import { localDayOf } from '../../domain/time/time-zone';
import type { AuthSession } from '../auth/auth-session.store';
import type { AvatarImageShrinker } from '../ports/avatar-image.port';
import type { Clock } from '../ports/clock.port';
import type { Notifier } from '../ports/notifier.port';
import type { AvatarChange, ProfileApi } from '../ports/profile-api.port';
import type { AccountProfileStore } from './account-profile.store';
import { AvatarPhotoModel } from './avatar-photo.model';
import {
  draftOf,
  toProfileUpdate,
  validatePersonalDraft,
  withHeight,
  withWeight,
  type KeptBody,
  type PersonalDraft,
  type PersonalErrors,
  type PersonalField,
  type PersonalFieldCode,
} from './personal-data-form';
import { failureOf, fieldOfRefusal, type PersonalSaveFailure } from './personal-data-save-errors';

/** The text fields set one by one (height and weight have their own setters). */
export type PersonalTextField = Exclude<
  keyof PersonalDraft,
  'heightCm' | 'heightFeet' | 'heightInches' | 'weightKg' | 'weightLb'
>;

const FIELD_OF_TEXT: Readonly<Record<PersonalTextField, PersonalField>> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  birthYear: 'birthDate',
  birthMonth: 'birthDate',
  birthDay: 'birthDate',
  phoneCountryCode: 'phoneCountryCode',
  phoneNumber: 'phoneNumber',
  beltNumber: 'beltNumber',
  position: 'position',
};

/**
 * The personal-data section (docs/product-rules.md#profile-fields): names, date of birth, phone, and for
 * a player of their own belt number, height, weight, position; the photo. Saved with the form-data PUT;
 * errors show once the form was submitted, then live (docs/product-rules.md#when-errors-show).
 * The photo is AvatarPhotoModel's: checked and shrunk before it is kept.
 */
export class PersonalDataViewModel {
  draft: PersonalDraft;
  submitted = false;
  saving = false;
  failure: PersonalSaveFailure | null = null;
  /** Field codes of the last refused save, each cleared when its field changes. */
  serverErrors: PersonalErrors = {};
  private readonly photo: AvatarPhotoModel;
  private heightTouched = false;
  private weightTouched = false;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly session: AuthSession,
    private readonly api: ProfileApi,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    images: AvatarImageShrinker,
    /** The positions a player can pick (GET /web/players/positions). */
    readonly positionChoices: readonly string[],
  ) {
    this.draft = draftOf(this.profile.personal);
    this.photo = new AvatarPhotoModel(images);
    makeAutoObservable<PersonalDataViewModel, 'store' | 'session' | 'api' | 'notifier' | 'clock' | 'photo'>(this, {
      store: false,
      session: false,
      api: false,
      notifier: false,
      clock: false,
      photo: false,
      positionChoices: false,
    });
  }

  private get profile(): AccountProfile {
    if (this.store.profile === null) throw new Error('The personal data section needs a loaded profile');
    return this.store.profile;
  }

  /** False for a parent: no belt, height, weight or position of their own (the view hides them). */
  get ownPlayer(): boolean {
    return this.profile.personal.ownPlayer;
  }

  /** The HRmax the player's sessions use and where it comes from, when the profile says (docs/api-account.md#profile). */
  get hrmaxInUse(): { readonly bpm: number; readonly origin: HrmaxOrigin | null } | null {
    const { hrmax, hrmaxSource } = this.profile.personal;
    return this.ownPlayer && typeof hrmax === 'number' ? { bpm: hrmax, origin: hrmaxSource ?? null } : null;
  }

  /** The user's height and weight system (the units section may change it while the page is open). */
  get unit(): HeightWeightUnit {
    return this.session.user?.unitHeightWeight ?? this.profile.user.unitHeightWeight;
  }

  /** The position choices, with the saved position kept even when the list no longer has it. */
  get positions(): readonly string[] {
    const saved = this.profile.personal.position;
    return saved !== null && saved !== '' && !this.positionChoices.includes(saved)
      ? [saved, ...this.positionChoices]
      : this.positionChoices;
  }

  /** The saved photo's URL (untrusted: the view checks it), or null when the account has none of its own. */
  get savedPhoto(): string | null {
    const photo = this.profile.user.photo;
    return hasCustomPhoto(photo) ? photo : null;
  }

  /** What the next save does with the photo. */
  get avatar(): AvatarChange {
    return this.photo.change;
  }

  /** A picked file that was refused (wrong type, too large, undecodable): said at once, the previous choice stays. */
  get avatarRefusal(): AvatarCode | null {
    return this.photo.refusal;
  }

  /** The picked file to preview, if any. */
  get pickedPhoto(): Blob | null {
    return this.photo.picked;
  }

  /** The viewer's local today (docs/product-rules.md#days-and-time-zones): a birth date after it is refused. */
  private get today(): string {
    return localDayOf(this.clock.now(), this.clock.timeZone());
  }

  get ruleErrors(): PersonalErrors {
    return validatePersonalDraft(this.draft, this.unit, this.ownPlayer, this.today);
  }

  get isValid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  /** The code shown beside a field: none before the first submit, then the rule's, else the server's. */
  errorOf(field: PersonalField): PersonalFieldCode | null {
    if (field === 'avatar' && this.avatarRefusal !== null) return this.avatarRefusal;
    if (!this.submitted) return null;
    return this.ruleErrors[field] ?? this.serverErrors[field] ?? null;
  }

  /** After a submit with errors left: one line above the button says so. */
  get hasVisibleErrors(): boolean {
    return this.submitted && (!this.isValid || Object.keys(this.serverErrors).length > 0);
  }

  setText(field: PersonalTextField, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    this.forget(FIELD_OF_TEXT[field]);
  }

  setHeightCm(value: string): void {
    this.changeHeight({ heightCm: value });
  }

  setHeightFeet(value: string): void {
    this.changeHeight({ heightFeet: value });
  }

  setHeightInches(value: string): void {
    this.changeHeight({ heightInches: value });
  }

  setWeight(value: string): void {
    this.draft = withWeight(this.draft, value, this.unit);
    this.weightTouched = true;
    this.forget('weight');
  }

  /** Whether a picked photo is still being read and shrunk. */
  get preparingAvatar(): boolean {
    return this.photo.preparing;
  }

  /** A picked file (see AvatarPhotoModel.pick): resolves once it is kept or refused. */
  async pickAvatar(file: Blob): Promise<void> {
    this.forget('avatar');
    await this.photo.pick(file);
  }

  /** Back to the saved photo: no picked file, nothing removed. */
  keepAvatar(): void {
    this.forget('avatar');
    this.photo.keep();
  }

  /** Drops the picked file, or the saved photo when no file was picked. */
  removeAvatar(): void {
    this.forget('avatar');
    this.photo.remove(this.savedPhoto !== null);
  }

  /** Sends the form; true when saved. A refused or failed save keeps everything typed. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    if (this.preparingAvatar) {
      // The photo just picked goes with this save: it is ready in a fraction of a second.
      this.saving = true;
      await this.photo.settled();
      runInAction(() => {
        this.saving = false;
      });
    }
    this.submitted = true;
    this.failure = null;
    if (!this.isValid) return false;
    const profile = this.profile;
    const kept: KeptBody = {
      ...(this.heightTouched ? {} : { heightCm: profile.personal.heightCm }),
      ...(this.weightTouched ? {} : { weightKg: profile.personal.weightKg }),
    };
    const update = toProfileUpdate(this.draft, {
      unit: this.unit,
      ownPlayer: this.ownPlayer,
      kept,
      avatar: this.avatar,
    });
    this.saving = true;
    try {
      const saved = await this.api.updateProfile(profile.user.accountId, update);
      runInAction(() => {
        this.store.replace(saved);
        this.reset(saved);
      });
      this.notifier.notify({ kind: 'success', code: 'PROFILE_UPDATED' });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const refused = fieldOfRefusal(error);
        if (refused !== undefined) this.serverErrors = { ...this.serverErrors, [refused.field]: refused.code };
        else this.failure = failureOf(error);
      });
      return false;
    }
  }

  private changeHeight(change: Partial<Pick<PersonalDraft, 'heightCm' | 'heightFeet' | 'heightInches'>>): void {
    this.draft = withHeight(this.draft, change, this.unit);
    this.heightTouched = true;
    this.forget('height');
  }

  /** An edit clears the server's word on that field and the failure line. */
  private forget(field: PersonalField): void {
    this.failure = null;
    if (this.serverErrors[field] === undefined) return;
    const { [field]: _dropped, ...rest } = this.serverErrors;
    this.serverErrors = rest;
  }

  private reset(saved: AccountProfile): void {
    this.draft = draftOf(saved.personal);
    this.submitted = false;
    this.saving = false;
    this.serverErrors = {};
    this.photo.clear();
    this.heightTouched = false;
    this.weightTouched = false;
  }
}
