import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { AccountProfile, PersonalDetails } from '../../domain/account/account-profile';
import type { User } from '../../domain/account/user';
import { FakeClock } from '../../../tests/support/fake-clock';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { AvatarImageError, type AvatarImageShrinker } from '../ports/avatar-image.port';
import type { Toast } from '../ports/notifier.port';
import type { ProfileApi, ProfileUpdate } from '../ports/profile-api.port';
import { ProfilePageViewModel } from './profile-page.view-model';

/** A player's profile (metric units unless told), with their own belt, height, weight and position. */
export function playerProfile(user: Partial<User> = {}, personal: Partial<PersonalDetails> = {}): AccountProfile {
  return {
    user: sampleUser({ playerDetails: [], unitHeightWeight: 'METRIC', photo: null, ...user }),
    personal: {
      firstName: 'Alex',
      middleName: null,
      lastName: 'Martin',
      birthDate: '1998-04-12',
      phone: { countryCode: '+33', number: '612345678' },
      beltNumber: '7',
      heightCm: 181,
      weightKg: 76.5,
      position: 'Midfielder',
      ownPlayer: true,
      ...personal,
    },
    subscriptions: [],
  };
}

/** A parent's profile: no player details of their own. */
export function parentProfile(): AccountProfile {
  return playerProfile(
    {
      accountId: 'acc-parent',
      playerId: 'child-1',
      email: 'parent@example.com',
      firstName: 'Sam',
      parentId: null,
      playerDetails: [{ playerId: 'child-1', firstName: 'Emma', lastName: 'Martin', photo: null }],
    },
    { firstName: 'Sam', beltNumber: null, heightCm: null, weightKg: null, position: null, ownPlayer: false },
  );
}

type Answer<T> = T | Error;

/**
 * A ProfileApi that records every call and answers from queues: a queued Error is thrown, anything
 * else is the answer; an empty queue gives the stored profile (updated as the server would).
 */
class FakeProfileApi implements ProfileApi {
  readonly calls: string[] = [];
  readonly updates: ProfileUpdate[] = [];
  readonly profileAnswers: Answer<AccountProfile>[] = [];
  readonly positionAnswers: Answer<readonly string[]>[] = [];
  readonly saveFailures: Error[] = [];
  /** When set, every call waits for `release()`. */
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;

  constructor(public profile: AccountProfile) {}

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.gate = null;
    this.open();
  }

  async getProfile(accountId: string): Promise<AccountProfile> {
    return this.answer(`getProfile ${accountId}`, this.profileAnswers.shift() ?? this.profile);
  }

  async getPositions(): Promise<readonly string[]> {
    return this.answer(
      'getPositions',
      this.positionAnswers.shift() ?? ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'],
    );
  }

  async updateProfile(accountId: string, update: ProfileUpdate): Promise<AccountProfile> {
    this.updates.push(update);
    const failure = this.saveFailures.shift();
    if (failure === undefined) this.profile = applyUpdate(this.profile, update);
    return this.answer(`updateProfile ${accountId}`, failure ?? this.profile);
  }

  async changePassword(accountId: string, current: string, next: string): Promise<void> {
    const failure = this.saveFailures.shift();
    await this.answer(`changePassword ${accountId} ${current} ${next}`, failure ?? null);
  }

  async requestEmailChange(accountId: string, email: string): Promise<AccountProfile> {
    const failure = this.saveFailures.shift();
    if (failure === undefined) this.profile = { ...this.profile, user: { ...this.profile.user, newEmail: email } };
    return this.answer(`requestEmailChange ${accountId} ${email}`, failure ?? this.profile);
  }

  async cancelEmailChange(accountId: string): Promise<AccountProfile> {
    const failure = this.saveFailures.shift();
    if (failure === undefined) this.profile = { ...this.profile, user: { ...this.profile.user, newEmail: null } };
    return this.answer(`cancelEmailChange ${accountId}`, failure ?? this.profile);
  }

  private async answer<T>(call: string, value: Answer<T>): Promise<T> {
    this.calls.push(call);
    if (this.gate !== null) await this.gate;
    if (value instanceof Error) throw value;
    return value;
  }
}

const orNull = (value: string): string | null => (value === '' ? null : value);
const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

function applyUpdate(profile: AccountProfile, update: ProfileUpdate): AccountProfile {
  const photo =
    update.avatar.kind === 'replace'
      ? 'data:image/png;base64,AAAA'
      : update.avatar.kind === 'remove'
        ? null
        : profile.user.photo;
  return {
    ...profile,
    user: { ...profile.user, firstName: update.firstName, lastName: update.lastName, photo },
    personal: {
      ...profile.personal,
      firstName: update.firstName,
      middleName: orNull(update.middleName),
      lastName: update.lastName,
      birthDate: orNull(update.birthDate),
      phone: update.phoneNumber === '' ? null : { countryCode: update.phoneCountryCode, number: update.phoneNumber },
      beltNumber: orNull(update.beltNumber),
      heightCm: numberOrNull(update.heightCm),
      weightKg: numberOrNull(update.weightKg),
      position: orNull(update.position),
    },
  };
}

/**
 * Shrinks a photo the way the browser adapter would, seen from outside: a small WebP whose bytes name the
 * file it came from. A file whose bytes hold "broken" does not decode; `hold()` keeps the next shrink
 * waiting until its release is called.
 */
class FakeAvatarImageShrinker implements AvatarImageShrinker {
  readonly shrunk: { readonly file: Blob; readonly maxSidePx: number }[] = [];
  private held: Promise<void> | null = null;

  /** The next shrink waits for the returned release. */
  hold(): () => void {
    let release = (): void => undefined;
    this.held = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  }

  async shrink(file: Blob, maxSidePx: number): Promise<Blob> {
    this.shrunk.push({ file, maxSidePx });
    const held = this.held;
    this.held = null;
    if (held !== null) await held;
    const text = new TextDecoder('latin1').decode(await file.arrayBuffer());
    if (text.includes('broken')) throw new AvatarImageError('does not decode');
    return new Blob([`RIFF\u0000\u0000\u0000\u0000WEBP shrunk from ${file.size} bytes`], { type: 'image/webp' });
  }
}

/** Signs the profile's user in and builds the page view-model over a fake API (at 2026-01-15 09:00 UTC unless another clock is given). */
export async function setUpProfilePage(profile: AccountProfile = playerProfile(), clock: FakeClock = new FakeClock()) {
  const { session } = await signedInSession(profile.user);
  const api = new FakeProfileApi(profile);
  const toasts: Toast[] = [];
  const images = new FakeAvatarImageShrinker();
  const page = new ProfilePageViewModel(session, api, { notify: (t) => toasts.push(t) }, clock, images);
  return { session, api, toasts, clock, images, page };
}

/** The page loaded, with its sections. */
export async function loadedSections(profile: AccountProfile = playerProfile(), clock?: FakeClock) {
  const setUp = await setUpProfilePage(profile, clock);
  await setUp.page.load();
  const sections = setUp.page.sections;
  if (sections === null) throw new Error('the profile page did not load');
  return { ...setUp, ...sections };
}
