import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { PersonalField } from '../../../application/profile/personal-data-form';
import type { PersonalDataViewModel } from '../../../application/profile/personal-data.view-model';
import { FieldGroup, GroupInput, GroupSelect, SelectField, TextField } from './profile-fields';
import { profileFailureMessage, profileFieldMessage } from './profile-messages';
import { ProfilePhotoField } from './profile-photo-field';
import { positionLabel } from './position-labels';
import { HrmaxInUse } from '../../components/hrmax-in-use';
import { formattingLocales } from '../../formats/formatting-locales';
import { dateTimeFormat } from '../../formats/date-time-format';
import { decimalMarkOf, withDecimalMark } from '../../formats/decimal-input';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Mid-month at noon UTC, so no time zone moves the name to a neighbour. */
const monthDate = (month: number): Date => new Date(Date.UTC(2000, month - 1, 15, 12));

/** The error text of a field, or null. */
function useFieldError(vm: PersonalDataViewModel) {
  const { i18n } = useLingui();
  return (field: PersonalField): string | null => {
    const code = vm.errorOf(field);
    return code === null ? null : i18n._(profileFieldMessage(code));
  };
}

const BirthDateFields = observer(function BirthDateFields({ vm }: { vm: PersonalDataViewModel }) {
  const { t, i18n } = useLingui();
  const errorOf = useFieldError(vm);
  const monthName = dateTimeFormat(formattingLocales(i18n), { month: 'long', timeZone: 'UTC' });
  const months = [
    { value: '', label: t`Month` },
    ...MONTHS.map((m) => ({ value: String(m), label: monthName.format(monthDate(m)) })),
  ];
  return (
    <FieldGroup legend={t`Date of Birth`} error={errorOf('birthDate')} className="profile-grid__wide">
      {(describedBy, invalid) => (
        <>
          <GroupInput
            label={t`Year`}
            value={vm.draft.birthYear}
            onChange={(v) => vm.setText('birthYear', v)}
            describedBy={describedBy}
            invalid={invalid}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            className="profile-birth__year"
          />
          <GroupSelect
            label={t`Month`}
            value={vm.draft.birthMonth}
            onChange={(v) => vm.setText('birthMonth', v)}
            describedBy={describedBy}
            invalid={invalid}
            options={months}
            autoComplete="bday-month"
            className="profile-birth__month"
          />
          <GroupInput
            label={t`Day`}
            value={vm.draft.birthDay}
            onChange={(v) => vm.setText('birthDay', v)}
            describedBy={describedBy}
            invalid={invalid}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            className="profile-birth__day"
          />
        </>
      )}
    </FieldGroup>
  );
});

const PhoneFields = observer(function PhoneFields({ vm }: { vm: PersonalDataViewModel }) {
  const { t } = useLingui();
  const errorOf = useFieldError(vm);
  const codeError = errorOf('phoneCountryCode');
  const numberError = errorOf('phoneNumber');
  return (
    <FieldGroup
      legend={t`Phone`}
      error={[codeError, numberError].filter((e) => e !== null)}
      hint={t`Country code, then the number: digits only.`}
      className="profile-grid__wide"
    >
      {(describedBy) => (
        <>
          <GroupInput
            label={t`Country code`}
            value={vm.draft.phoneCountryCode}
            onChange={(v) => vm.setText('phoneCountryCode', v)}
            describedBy={describedBy}
            invalid={codeError !== null}
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            className="profile-phone__code"
          />
          <GroupInput
            label={t`Phone Number`}
            value={vm.draft.phoneNumber}
            onChange={(v) => vm.setText('phoneNumber', v)}
            describedBy={describedBy}
            invalid={numberError !== null}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            className="profile-phone__number"
          />
        </>
      )}
    </FieldGroup>
  );
});

/** Belt number, height, weight and position: a player's own details (a parent has none). */
const PlayerFields = observer(function PlayerFields({ vm }: { vm: PersonalDataViewModel }) {
  const { t, i18n } = useLingui();
  const errorOf = useFieldError(vm);
  const positions = [
    { value: '', label: t`Not set` },
    ...vm.positions.map((p) => ({ value: p, label: positionLabel(i18n, p) })),
  ];
  const metric = vm.unit === 'METRIC';
  // docs/product-rules.md#units: the reader's decimal mark ("76,5" in French); the fields take either mark back.
  const mark = decimalMarkOf(formattingLocales(i18n));
  const shown = (text: string) => withDecimalMark(text, mark);
  return (
    <>
      <TextField
        label={t`Belt Number`}
        value={vm.draft.beltNumber}
        onChange={(v) => vm.setText('beltNumber', v)}
        error={errorOf('beltNumber')}
        inputMode="numeric"
        maxLength={6}
      />
      <SelectField
        label={t`Position`}
        value={vm.draft.position}
        onChange={(v) => vm.setText('position', v)}
        error={errorOf('position')}
        options={positions}
      />
      {metric ? (
        <TextField
          label={t`Height (cm)`}
          value={shown(vm.draft.heightCm)}
          onChange={(v) => vm.setHeightCm(v)}
          error={errorOf('height')}
          inputMode="decimal"
          maxLength={6}
        />
      ) : (
        <FieldGroup legend={t`Height`} error={errorOf('height')}>
          {(describedBy, invalid) => (
            <>
              <GroupInput
                label={t`Feet`}
                value={shown(vm.draft.heightFeet)}
                onChange={(v) => vm.setHeightFeet(v)}
                describedBy={describedBy}
                invalid={invalid}
                inputMode="numeric"
                maxLength={2}
                suffix={t({ message: 'ft', context: 'height unit after the feet input' })}
                className="profile-height__part"
              />
              <GroupInput
                label={t`Inches`}
                value={shown(vm.draft.heightInches)}
                onChange={(v) => vm.setHeightInches(v)}
                describedBy={describedBy}
                invalid={invalid}
                inputMode="decimal"
                maxLength={4}
                suffix={t({ message: 'in', context: 'height unit after the inches input' })}
                className="profile-height__part"
              />
            </>
          )}
        </FieldGroup>
      )}
      <TextField
        label={metric ? t`Weight (kg)` : t`Weight (lb)`}
        value={shown(metric ? vm.draft.weightKg : vm.draft.weightLb)}
        onChange={(v) => vm.setWeight(v)}
        error={errorOf('weight')}
        inputMode="decimal"
        maxLength={7}
      />
    </>
  );
});

/** Personal data (docs/product-rules.md#profile-fields): saved with one button; a failed save keeps the form filled and says so. */
export const PersonalDataSection = observer(function PersonalDataSection({ vm }: { vm: PersonalDataViewModel }) {
  const { t, i18n } = useLingui();
  const errorOf = useFieldError(vm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <section className="card profile-section" aria-labelledby="profile-personal-title">
      <h2 id="profile-personal-title">{t`Personal data`}</h2>
      {vm.ownPlayer ? null : (
        <p className="profile-section__lead">{t`These are your own details. Your children’s details are kept with their player profiles.`}</p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <ProfilePhotoField vm={vm} />
        <div className="profile-grid">
          <TextField
            className="profile-grid__third"
            label={t`First Name`}
            value={vm.draft.firstName}
            onChange={(v) => vm.setText('firstName', v)}
            error={errorOf('firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            className="profile-grid__third"
            label={t`Middle Name`}
            value={vm.draft.middleName}
            onChange={(v) => vm.setText('middleName', v)}
            error={errorOf('middleName')}
            autoComplete="additional-name"
            hint={t`Optional`}
          />
          <TextField
            className="profile-grid__third"
            label={t`Last Name`}
            value={vm.draft.lastName}
            onChange={(v) => vm.setText('lastName', v)}
            error={errorOf('lastName')}
            autoComplete="family-name"
            required
          />
          <BirthDateFields vm={vm} />
          <PhoneFields vm={vm} />
          {vm.ownPlayer ? <PlayerFields vm={vm} /> : null}
        </div>
        {vm.hrmaxInUse === null ? null : (
          <HrmaxInUse bpm={vm.hrmaxInUse.bpm} origin={vm.hrmaxInUse.origin} className="profile-hrmax" />
        )}
        {vm.failure !== null ? (
          <p className="form-error" role="alert">
            {i18n._(profileFailureMessage(vm.failure))}
          </p>
        ) : vm.hasVisibleErrors ? (
          <p className="form-error" role="alert">
            {t`Please correct the marked fields. Nothing was saved.`}
          </p>
        ) : null}
        <div className="profile-actions">
          <button type="submit" className="button button--primary" disabled={vm.saving} aria-busy={vm.saving}>
            {vm.saving ? t`Saving…` : t`Save personal data`}
          </button>
        </div>
      </form>
    </section>
  );
});
