import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { heldAnswer } from '../../../tests/support/held-answer';
import { ApiError } from '../../domain/errors/api-error';
import type { Invitation } from '../ports/sign-up-api.port';
import { SignUpViewModel } from './sign-up.view-model';
import {
  CHILD_INVITATION,
  FakeSignUpApi,
  linkExpired,
  linkInvalid,
  linkRedeemed,
  networkDown,
} from './sign-up-fakes.test-support';

function setUp(configure: (api: FakeSignUpApi) => void = () => undefined) {
  const api = new FakeSignUpApi();
  configure(api);
  return { api, vm: new SignUpViewModel(api, new FakeClock()) };
}

/** Fills every required adult field (the names and the email come from the invitation). */
function fillAdult(vm: SignUpViewModel, password = 'new-pass-22') {
  const form = vm.form!;
  form.setText('password', password);
  form.setText('passwordConfirmation', password);
  form.setBirthDatePart('year', '1998');
  form.setBirthDatePart('month', '4');
  form.setBirthDatePart('day', '12');
  form.setConsent('termsAccepted', true);
  form.setConsent('privacyAccepted', true);
}

describe('SignUpViewModel: the invitation', () => {
  it('loads, then shows the adult form with the invited names and email', async () => {
    const { vm } = setUp();
    const loading = vm.load('demo-valid');
    expect(vm.phase).toBe('loading');
    await loading;
    expect(vm.phase).toBe('form');
    expect(vm.form?.kind).toBe('adult');
    expect(vm.form?.values).toMatchObject({ firstName: 'Riley', lastName: 'Stone', email: 'invited@example.com' });
    expect(vm.invitation?.teamName).toBe('Lakeside FC Seniors');
    expect(vm.emailTaken).toBe(false);
  });

  it('shows a child invitation as the parent form, without an email of the child', async () => {
    const { vm } = setUp((api) => (api.invitation = () => Promise.resolve(CHILD_INVITATION)));
    await vm.load('demo-child-valid');
    expect(vm.form?.kind).toBe('child');
    expect(vm.form?.values).toMatchObject({ firstName: 'Mia', lastName: 'Rivera', email: '', parentEmail: '' });
  });

  it.each([
    ['invalid', linkInvalid],
    ['expired', linkExpired],
    ['redeemed', linkRedeemed],
  ] as const)('says the link is %s', async (state, error) => {
    const { vm } = setUp((api) => (api.invitation = () => Promise.reject(error())));
    await vm.load('t');
    expect(vm.phase).toBe(state);
  });

  it('offers a retry when the invitation cannot be read, and loads once per token', async () => {
    let fail = true;
    const { api, vm } = setUp((fake) => {
      const ok = fake.invitation;
      fake.invitation = () => (fail ? Promise.reject(networkDown()) : ok());
    });
    await vm.load('demo-valid');
    expect(vm.phase).toBe('load-failed');
    fail = false;
    await vm.retry();
    expect(vm.phase).toBe('form');
    await vm.load('demo-valid');
    await vm.retry();
    expect(api.invitationCalls).toBe(2);
  });

  it('a newer token wins over the earlier one still on its way: its late failure changes nothing', async () => {
    const slow = heldAnswer<Invitation>();
    const { vm } = setUp(
      (api) => (api.invitation = () => (api.invitationCalls === 1 ? slow.promise : Promise.resolve(CHILD_INVITATION))),
    );
    const first = vm.load('demo-valid');
    await vm.load('demo-child-valid');
    slow.reject(linkExpired());
    await first;
    expect(vm.phase).toBe('form');
    expect(vm.form?.kind).toBe('child');
  });

  it('says the invited email is already registered when the email check says so, until another address is typed', async () => {
    const { vm } = setUp((api) => (api.registered = () => Promise.resolve(true)));
    await vm.load('demo-valid');
    expect(vm.emailTaken).toBe(true);
    vm.form!.setText('email', 'riley.other@example.com');
    expect(vm.emailTaken).toBe(false);
    vm.form!.setText('email', ' INVITED@example.com ');
    expect(vm.emailTaken).toBe(true);
  });

  it('ignores a failed email check (the sign-up itself would say so)', async () => {
    const { vm } = setUp((api) => (api.registered = () => Promise.reject(networkDown())));
    await vm.load('demo-valid');
    expect(vm.phase).toBe('form');
    expect(vm.emailTaken).toBe(false);
  });
});

describe('SignUpViewModel: submitting', () => {
  it('shows no error before the first submit, then every rule, and sends nothing while invalid', async () => {
    const { api, vm } = setUp();
    await vm.load('demo-valid');
    vm.form!.setText('firstName', '');
    expect(vm.form!.errors).toEqual({});
    expect(await vm.submit()).toBe(false);
    expect(vm.form!.errors).toMatchObject({
      firstName: 'NAME_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      birthDate: 'FIELD_REQUIRED',
      termsAccepted: 'CONSENT_REQUIRED',
      privacyAccepted: 'CONSENT_REQUIRED',
    });
    expect(vm.form!.firstInvalidField).toBe('firstName');
    expect(api.sent).toEqual([]);
    vm.form!.setText('firstName', 'Riley');
    expect(vm.form!.errorOf('firstName')).toBeNull();
  });

  it('refuses a birth date after the viewer’s local today: 23:30 in Los Angeles is not yet tomorrow, 07:00 in Auckland is', async () => {
    const birthDate = (vm: SignUpViewModel, day: string) => {
      vm.form!.setBirthDatePart('year', '2026');
      vm.form!.setBirthDatePart('month', '1');
      vm.form!.setBirthDatePart('day', day);
      return vm.form!.errorOf('birthDate');
    };
    // 2026-01-14 23:30 in Los Angeles: already 15 January in UTC.
    const losAngeles = new SignUpViewModel(
      new FakeSignUpApi(),
      new FakeClock(Date.parse('2026-01-15T07:30:00Z'), 'America/Los_Angeles'),
    );
    await losAngeles.load('demo-valid');
    fillAdult(losAngeles);
    await losAngeles.submit();
    expect(birthDate(losAngeles, '15')).toBe('BIRTH_DATE_IN_FUTURE');
    expect(birthDate(losAngeles, '14')).toBeNull();
    // 2026-01-15 07:00 in Auckland: still 14 January in UTC.
    const auckland = new SignUpViewModel(
      new FakeSignUpApi(),
      new FakeClock(Date.parse('2026-01-14T18:00:00Z'), 'Pacific/Auckland'),
    );
    await auckland.load('demo-valid');
    fillAdult(auckland);
    await auckland.submit();
    expect(birthDate(auckland, '15')).toBeNull();
    expect(birthDate(auckland, '16')).toBe('BIRTH_DATE_IN_FUTURE');
  });

  it('signs up an adult with the invited email: done, ACTIVE', async () => {
    const { api, vm } = setUp();
    await vm.load('demo-valid');
    fillAdult(vm);
    vm.form!.setText('height', '181,5');
    expect(await vm.submit()).toBe(true);
    expect(vm.phase).toBe('done');
    expect(vm.result).toEqual({ email: 'invited@example.com', status: 'ACTIVE' });
    expect(api.sent).toEqual([
      {
        firstName: 'Riley',
        lastName: 'Stone',
        email: 'invited@example.com',
        password: 'new-pass-22',
        birthDate: '1998-04-12',
        phoneCountryCode: '',
        phoneNumber: '',
        heightCm: '181.5',
        weightKg: '',
        parent: null,
      },
    ]);
  });

  it('sends the parent of a child, with the child names and no email of the child', async () => {
    const { api, vm } = setUp((fake) => {
      fake.invitation = () => Promise.resolve(CHILD_INVITATION);
      fake.signUpAnswer = () => Promise.resolve({ email: 'jo@example.com', status: 'NOT_VERIFIED' });
    });
    await vm.load('demo-child-valid');
    const form = vm.form!;
    fillAdult(vm);
    expect(await vm.submit()).toBe(false);
    expect(form.errors).toEqual({
      parentFirstName: 'NAME_REQUIRED',
      parentLastName: 'NAME_REQUIRED',
      parentEmail: 'EMAIL_REQUIRED',
      parentPhoneNumber: 'FIELD_REQUIRED',
      coppaAccepted: 'CONSENT_REQUIRED',
      guardianConfirmed: 'CONSENT_REQUIRED',
    });
    form.setText('parentFirstName', 'Jo');
    form.setText('parentLastName', 'Rivera');
    form.setText('parentEmail', 'jo@example.com');
    form.setPhoneCode('parentPhoneCountryCode', '+33');
    form.setText('parentPhoneNumber', '612345678');
    form.setConsent('coppaAccepted', true);
    form.setConsent('guardianConfirmed', true);
    expect(await vm.submit()).toBe(true);
    expect(api.sent[0]).toMatchObject({
      firstName: 'Mia',
      email: '',
      phoneNumber: '',
      phoneCountryCode: '',
      parent: {
        firstName: 'Jo',
        lastName: 'Rivera',
        email: 'jo@example.com',
        phoneCountryCode: '+33',
        phoneNumber: '612345678',
      },
    });
  });

  it('keeps everything typed after a failed submit and says so; a second try works', async () => {
    let fail = true;
    const { vm } = setUp((api) => {
      const ok = api.signUpAnswer;
      api.signUpAnswer = () => (fail ? Promise.reject(new ApiError('BP_500', 'boom', 500)) : ok());
    });
    await vm.load('demo-valid');
    fillAdult(vm);
    expect(await vm.submit()).toBe(false);
    expect(vm.failure).toBe('SIGN_UP_FAILED');
    expect(vm.phase).toBe('form');
    expect(vm.form!.values.password).toBe('new-pass-22');
    vm.form!.setText('weight', '70');
    fail = false;
    expect(await vm.submit()).toBe(true);
    expect(vm.failure).toBeNull();
  });

  it('an email the server says is registered shows the message, for that address only', async () => {
    const { api, vm } = setUp(
      (fake) => (fake.signUpAnswer = () => Promise.reject(new ApiError('BP_409', 'EMAIL_ALREADY_REGISTERED', 409))),
    );
    await vm.load('demo-valid');
    fillAdult(vm);
    vm.form!.setText('email', 'riley@example.com');
    await vm.submit();
    expect(vm.emailTaken).toBe(true);
    expect(await vm.submit()).toBe(false);
    expect(api.sent).toHaveLength(1);
    vm.form!.setText('email', 'riley.stone@example.com');
    expect(vm.emailTaken).toBe(false);
  });

  it('places a server field code beside its field until that field is edited', async () => {
    const { vm } = setUp(
      (api) => (api.signUpAnswer = () => Promise.reject(new ApiError('BP_400', 'PHONE_INVALID:phoneNumber', 400))),
    );
    await vm.load('demo-valid');
    fillAdult(vm);
    vm.form!.setText('phoneNumber', '123456789');
    await vm.submit();
    expect(vm.form!.errorOf('phoneNumber')).toBe('PHONE_INVALID');
    expect(vm.failure).toBeNull();
    vm.form!.setText('phoneNumber', '1234567890');
    expect(vm.form!.errorOf('phoneNumber')).toBeNull();
  });

  it('an unplaceable field code is a form-level refusal', async () => {
    const { vm } = setUp(
      (api) => (api.signUpAnswer = () => Promise.reject(new ApiError('BP_400', 'SOMETHING_NEW', 400))),
    );
    await vm.load('demo-valid');
    fillAdult(vm);
    await vm.submit();
    expect(vm.failure).toBe('SIGN_UP_REFUSED');
  });

  it('a link that expired while the form was open shows the expired state', async () => {
    const { vm } = setUp((api) => (api.signUpAnswer = () => Promise.reject(linkExpired())));
    await vm.load('demo-valid');
    fillAdult(vm);
    await vm.submit();
    expect(vm.phase).toBe('expired');
  });
});
