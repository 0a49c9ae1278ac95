import { makeAutoObservable } from 'mobx';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { User } from '../../domain/account/user';
import { FakePrivacyAccountApi } from '../profile/profile-settings-fakes.test-support';
import { CommunityConsentModel, type ConsentSession } from './community-consent.model';

class FakeSession implements ConsentSession {
  readonly playerChanges$ = new Subject<string | null>();

  constructor(
    public user: User | null,
    readonly activePlayerId: string | null = 'pl-1',
    readonly isParent = false,
  ) {
    makeAutoObservable(this);
  }

  updateUser(user: User): void {
    this.user = user;
  }
}

function setUp(visible = false) {
  const session = new FakeSession(sampleUser({ systemWideActivityPrivacy: visible }));
  const api = new FakePrivacyAccountApi();
  const changes: boolean[] = [];
  const consent = new CommunityConsentModel(session, api, (v) => changes.push(v));
  return { session, api, changes, consent };
}

describe('CommunityConsentModel', () => {
  it('Accept: the visibility asked for shows while saving; once saved the user follows and the owner hears it', async () => {
    const { session, api, changes, consent } = setUp();
    expect(consent.requestedVisible).toBeNull();
    consent.open();
    const saving = consent.accept();
    expect(consent.requestedVisible).toBe(true);
    expect(await saving).toBe(true);
    expect(consent.requestedVisible).toBeNull();
    expect(session.user?.systemWideActivityPrivacy).toBe(true);
    expect(api.privacyCalls).toEqual([['pl-1', true]]);
    expect(changes).toEqual([true]);
  });

  it('Accept without an open dialog does nothing; a failure clears the request and keeps the dialog', async () => {
    const { api, changes, consent } = setUp();
    expect(await consent.accept()).toBe(false);
    api.failNext = 1;
    consent.open();
    expect(await consent.accept()).toBe(false);
    expect(consent.requestedVisible).toBeNull();
    expect(consent.dialogOpen).toBe(true);
    expect(consent.dialogErrorCode).toBe('CONSENT_SAVE_FAILED');
    expect(changes).toEqual([]);
  });

  it('Withdraw saves false without a dialog; a failure says so; open() does nothing while visible', async () => {
    const { api, changes, consent } = setUp(true);
    consent.open();
    expect(consent.dialogOpen).toBe(false);
    api.failNext = 1;
    expect(await consent.withdraw()).toBe(false);
    expect(consent.withdrawErrorCode).toBe('WITHDRAW_SAVE_FAILED');
    expect(await consent.withdraw()).toBe(true);
    expect(consent.isVisible).toBe(false);
    expect(consent.outcome).toBe('withdrawn');
    expect(changes).toEqual([false]);
  });

  it('a consent saved after another account signed in changes nothing of theirs', async () => {
    const { session, api, changes, consent } = setUp();
    let release: () => void = () => undefined;
    api.updateSystemWidePrivacy = () => new Promise<void>((resolve) => (release = resolve));
    consent.open();
    const saving = consent.accept();
    session.updateUser(sampleUser({ accountId: 'acc-sam', systemWideActivityPrivacy: false }));
    session.playerChanges$.next('pl-sam');
    release();
    expect(await saving).toBe(false);
    expect(session.user?.systemWideActivityPrivacy).toBe(false);
    expect(changes).toEqual([]);
    expect(consent.saving).toBe(false);
  });
});
