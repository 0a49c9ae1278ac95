import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { FakeClock } from '../../../tests/support/fake-clock';
import { loadedSections, parentProfile, playerProfile } from './profile-fakes.test-support';

describe('PersonalDataViewModel: the form', () => {
  it('is filled from the saved details (metric)', async () => {
    const { personal: vm } = await loadedSections();
    expect(vm.draft).toMatchObject({
      firstName: 'Alex',
      middleName: '',
      lastName: 'Martin',
      birthYear: '1998',
      birthMonth: '4',
      birthDay: '12',
      phoneCountryCode: '+33',
      phoneNumber: '612345678',
      beltNumber: '7',
      heightCm: '181',
      weightKg: '76.5',
      position: 'Midfielder',
    });
    expect(vm.unit).toBe('METRIC');
    expect(vm.ownPlayer).toBe(true);
  });

  it('shows height and weight in ft, in and lb for an imperial user', async () => {
    const { personal: vm } = await loadedSections(playerProfile({ unitHeightWeight: 'IMPERIAL' }));
    expect(vm.unit).toBe('IMPERIAL');
    expect([vm.draft.heightFeet, vm.draft.heightInches, vm.draft.weightLb]).toEqual(['5', '11.3', '168.7']);
  });

  it('says which HRmax the player’s sessions use and where it comes from; a parent has none', async () => {
    const { personal: vm } = await loadedSections(playerProfile({}, { hrmax: 198, hrmaxSource: 'AGE_TANAKA' }));
    expect(vm.hrmaxInUse).toEqual({ bpm: 198, origin: 'AGE_TANAKA' });
    const { personal: older } = await loadedSections(playerProfile({}, { hrmax: 198 }));
    expect(older.hrmaxInUse).toEqual({ bpm: 198, origin: null });
    expect((await loadedSections()).personal.hrmaxInUse).toBeNull();
    expect((await loadedSections(parentProfile())).personal.hrmaxInUse).toBeNull();
  });

  it('keeps a saved position that the list no longer has', async () => {
    const { personal: vm } = await loadedSections(playerProfile({}, { position: 'Sweeper' }));
    expect(vm.positions[0]).toBe('Sweeper');
  });

  it('follows a unit switch made in the units section: the other system’s inputs already hold the typed value', async () => {
    const { personal: vm, session } = await loadedSections();
    vm.setHeightCm('182.88');
    vm.setWeight('100');
    session.updateUser({ ...session.user!, unitHeightWeight: 'IMPERIAL' });
    expect(vm.unit).toBe('IMPERIAL');
    expect([vm.draft.heightFeet, vm.draft.heightInches, vm.draft.weightLb]).toEqual(['6', '0', '220.5']);
  });
});

describe('PersonalDataViewModel: rules and messages', () => {
  it('shows nothing before the first submit, then every field rule, live', async () => {
    const { personal: vm, api } = await loadedSections();
    vm.setText('firstName', ' ');
    vm.setText('phoneNumber', '1234');
    vm.setText('beltNumber', '7a');
    vm.setHeightCm('tall');
    vm.setWeight('70.123');
    vm.setText('birthMonth', '13');
    vm.setText('phoneCountryCode', '33x');
    expect(vm.errorOf('firstName')).toBeNull();
    expect(vm.hasVisibleErrors).toBe(false);
    expect(await vm.save()).toBe(false);
    expect(api.updates).toEqual([]);
    expect({
      firstName: vm.errorOf('firstName'),
      lastName: vm.errorOf('lastName'),
      phoneNumber: vm.errorOf('phoneNumber'),
      phoneCountryCode: vm.errorOf('phoneCountryCode'),
      beltNumber: vm.errorOf('beltNumber'),
      height: vm.errorOf('height'),
      weight: vm.errorOf('weight'),
      birthDate: vm.errorOf('birthDate'),
    }).toEqual({
      firstName: 'NAME_REQUIRED',
      lastName: null,
      phoneNumber: 'PHONE_INVALID',
      phoneCountryCode: 'PHONE_COUNTRY_CODE_INVALID',
      beltNumber: 'BELT_NUMBER_NOT_NUMERIC',
      height: 'HEIGHT_NOT_NUMERIC',
      weight: 'WEIGHT_INVALID',
      birthDate: 'BIRTH_DATE_INVALID',
    });
    expect(vm.hasVisibleErrors).toBe(true);
    vm.setText('firstName', 'Alexis');
    expect(vm.errorOf('firstName')).toBeNull();
  });

  it('refuses a birth date after today (the Clock’s day)', async () => {
    const { personal: vm } = await loadedSections();
    vm.setText('birthYear', '2026');
    vm.setText('birthMonth', '1');
    vm.setText('birthDay', '16');
    await vm.save();
    expect(vm.errorOf('birthDate')).toBe('BIRTH_DATE_IN_FUTURE');
    vm.setText('birthDay', '15');
    expect(vm.errorOf('birthDate')).toBeNull();
  });

  it('takes today in the viewer’s zone: born “today” is fine at 07:00 in Auckland, the future at 23:30 in Los Angeles', async () => {
    // 2026-01-15 07:00 in Auckland is still 14 January in UTC.
    const { personal: auckland } = await loadedSections(
      playerProfile(),
      new FakeClock(Date.parse('2026-01-14T18:00:00Z'), 'Pacific/Auckland'),
    );
    for (const [part, value] of [
      ['birthYear', '2026'],
      ['birthMonth', '1'],
      ['birthDay', '15'],
    ] as const)
      auckland.setText(part, value);
    expect(auckland.ruleErrors.birthDate).toBeUndefined();
    auckland.setText('birthDay', '16');
    expect(auckland.ruleErrors.birthDate).toBe('BIRTH_DATE_IN_FUTURE');
    // 2026-01-14 23:30 in Los Angeles is already 15 January in UTC.
    const { personal: losAngeles } = await loadedSections(
      playerProfile(),
      new FakeClock(Date.parse('2026-01-15T07:30:00Z'), 'America/Los_Angeles'),
    );
    for (const [part, value] of [
      ['birthYear', '2026'],
      ['birthMonth', '1'],
      ['birthDay', '15'],
    ] as const)
      losAngeles.setText(part, value);
    expect(losAngeles.ruleErrors.birthDate).toBe('BIRTH_DATE_IN_FUTURE');
    losAngeles.setText('birthDay', '14');
    expect(losAngeles.ruleErrors.birthDate).toBeUndefined();
  });

  it('checks the feet and inches of an imperial user', async () => {
    const { personal: vm } = await loadedSections(playerProfile({ unitHeightWeight: 'IMPERIAL' }));
    vm.setHeightInches('eleven');
    await vm.save();
    expect(vm.errorOf('height')).toBe('HEIGHT_NOT_NUMERIC');
  });

  it('a parent is asked only for names, birth date and phone', async () => {
    const { personal: vm, api } = await loadedSections(parentProfile());
    vm.setText('beltNumber', 'x');
    vm.setWeight('heavy');
    expect(await vm.save()).toBe(true);
    expect(api.updates[0]).toMatchObject({
      firstName: 'Sam',
      beltNumber: '',
      heightCm: '',
      weightKg: '',
      position: '',
    });
  });
});

describe('PersonalDataViewModel: saving', () => {
  it('sends every field as the API wants it, updates the page and the session, and says so', async () => {
    const { personal: vm, api, toasts, session, page } = await loadedSections();
    vm.setText('firstName', ' Alexis ');
    vm.setText('middleName', 'J');
    vm.setText('phoneCountryCode', '44');
    vm.setText('position', 'Forward');
    vm.setWeight('77,25');
    expect(await vm.save()).toBe(true);
    expect(api.updates[0]).toEqual({
      firstName: 'Alexis',
      middleName: 'J',
      lastName: 'Martin',
      birthDate: '1998-04-12',
      phoneCountryCode: '+44',
      phoneNumber: '612345678',
      beltNumber: '7',
      heightCm: '181',
      weightKg: '77.25',
      position: 'Forward',
      avatar: { kind: 'keep' },
    });
    expect(toasts).toEqual([{ kind: 'success', code: 'PROFILE_UPDATED' }]);
    expect(session.user?.firstName).toBe('Alexis');
    expect(page.store.profile?.personal.weightKg).toBe(77.25);
    expect(vm.submitted).toBe(false);
    expect(vm.draft.weightKg).toBe('77.25');
  });

  it('converts a typed imperial height and weight to cm and kg', async () => {
    const { personal: vm, api } = await loadedSections(playerProfile({ unitHeightWeight: 'IMPERIAL' }));
    vm.setHeightFeet('6');
    vm.setHeightInches('1');
    vm.setWeight('180');
    await vm.save();
    expect(api.updates[0]).toMatchObject({ heightCm: '185.4', weightKg: '81.65' });
    expect([vm.draft.heightFeet, vm.draft.heightInches, vm.draft.weightLb]).toEqual(['6', '1', '180']);
  });

  it('sends the stored metric values back untouched when an imperial user did not edit them', async () => {
    const { personal: vm, api } = await loadedSections(
      playerProfile({ unitHeightWeight: 'IMPERIAL' }, { heightCm: 181, weightKg: 76.5 }),
    );
    vm.setText('firstName', 'Alexis');
    await vm.save();
    expect(api.updates[0]).toMatchObject({ heightCm: '181', weightKg: '76.5' });
  });

  it('empties mean none: no phone, no birth date, no height', async () => {
    const { personal: vm, api } = await loadedSections();
    for (const field of ['phoneNumber', 'birthYear', 'birthMonth', 'birthDay', 'position'] as const)
      vm.setText(field, '');
    vm.setHeightCm('');
    await vm.save();
    expect(api.updates[0]).toMatchObject({
      phoneCountryCode: '',
      phoneNumber: '',
      birthDate: '',
      heightCm: '',
      position: '',
    });
  });

  it('a failed save keeps everything typed and says so; saving again works', async () => {
    const { personal: vm, api, toasts } = await loadedSections();
    api.saveFailures.push(new ApiError('BP_500', 'boom', 500));
    vm.setText('lastName', 'Martinez');
    expect(await vm.save()).toBe(false);
    expect(vm.failure).toBe('PROFILE_SAVE_FAILED');
    expect(vm.draft.lastName).toBe('Martinez');
    expect(toasts).toEqual([]);
    vm.setText('lastName', 'Martínez');
    expect(vm.failure).toBeNull();
    expect(await vm.save()).toBe(true);
  });

  it('a refusal for someone else’s account says access denied', async () => {
    const { personal: vm, api } = await loadedSections();
    api.saveFailures.push(new ApiError('BP_403', 'no', 403));
    await vm.save();
    expect(vm.failure).toBe('ACCESS_DENIED');
  });

  it.each([
    ['NAME_REQUIRED:middleName', 'middleName', 'NAME_REQUIRED'],
    ['PHONE_INVALID:phoneNumber', 'phoneNumber', 'PHONE_INVALID'],
    ['WEIGHT_INVALID', 'weight', 'WEIGHT_INVALID'],
    ['AVATAR_TOO_LARGE', 'avatar', 'AVATAR_TOO_LARGE'],
    ['PHONE_INVALID:phoneCountryCode', 'phoneCountryCode', 'PHONE_COUNTRY_CODE_INVALID'],
    ['POSITION_INVALID', 'position', 'POSITION_INVALID'],
  ] as const)('the API’s %s stands beside its field until that field changes', async (desc, field, code) => {
    const { personal: vm, api } = await loadedSections();
    api.saveFailures.push(new ApiError('BP_400', desc, 400));
    await vm.save();
    expect(vm.errorOf(field)).toBe(code);
    expect(vm.failure).toBeNull();
    expect(vm.hasVisibleErrors).toBe(true);
  });

  it('an unknown field code is a failed save', async () => {
    const { personal: vm, api } = await loadedSections();
    api.saveFailures.push(new ApiError('BP_400', 'SOMETHING_ELSE:foo', 400));
    await vm.save();
    expect(vm.failure).toBe('PROFILE_SAVE_FAILED');
  });

  it('saves once while a save is on its way', async () => {
    const { personal: vm, api } = await loadedSections();
    api.hold();
    const first = vm.save();
    expect(vm.saving).toBe(true);
    expect(await vm.save()).toBe(false);
    api.release();
    expect(await first).toBe(true);
    expect(api.updates).toHaveLength(1);
  });
});
