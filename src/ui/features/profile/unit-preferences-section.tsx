import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { DistanceUnit, HeightWeightUnit } from '../../../domain/account/user';
import type { UnitPreferencesViewModel } from '../../../application/profile/unit-preferences.view-model';

interface UnitChoice<U extends string> {
  readonly value: U;
  readonly label: string;
  readonly example: string;
}

function UnitFieldset<U extends string>(props: {
  name: string;
  legend: string;
  hint: string;
  choices: readonly UnitChoice<U>[];
  value: U;
  onChange: (value: U) => void;
}) {
  const hintId = `${props.name}-hint`;
  return (
    <fieldset className="unit-choice" aria-describedby={hintId}>
      <legend>{props.legend}</legend>
      <p id={hintId} className="field__hint">
        {props.hint}
      </p>
      <div className="unit-choice__options">
        {props.choices.map((choice) => (
          <label key={choice.value} className="unit-choice__option">
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            <span className="unit-choice__label">{choice.label}</span>
            <span className="unit-choice__example" aria-hidden="true">
              {choice.example}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Profile units (docs/product-rules.md#units): miles or meters, ft/lb or cm/kg; saved with one button. */
export const UnitPreferencesSection = observer(function UnitPreferencesSection({
  vm,
}: {
  vm: UnitPreferencesViewModel;
}) {
  const { t } = useLingui();
  const distanceChoices: readonly UnitChoice<DistanceUnit>[] = [
    { value: 'METRIC', label: t`Meters`, example: t`e.g. 5.23 km, 850 m` },
    { value: 'IMPERIAL', label: t`Miles`, example: t`e.g. 3.25 mi` },
  ];
  const bodyChoices: readonly UnitChoice<HeightWeightUnit>[] = [
    { value: 'METRIC', label: t`cm / kg`, example: t`e.g. 181 cm, 76 kg` },
    { value: 'IMPERIAL', label: t`ft / lb`, example: t`e.g. 5 ft 11 in, 168 lb` },
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <section className="card profile-section" aria-labelledby="profile-units-title">
      <h2 id="profile-units-title">{t`Units`}</h2>
      <form onSubmit={onSubmit} noValidate>
        <UnitFieldset
          name="unit-distance"
          legend={t`Distance`}
          hint={t`Used for distances on your sessions, dashboard and leaderboard.`}
          choices={distanceChoices}
          value={vm.draft.unitDistance}
          onChange={(unit) => vm.setDistance(unit)}
        />
        <UnitFieldset
          name="unit-height-weight"
          legend={t`Height and weight`}
          hint={t`Used for your height and weight in your profile.`}
          choices={bodyChoices}
          value={vm.draft.unitHeightWeight}
          onChange={(unit) => vm.setHeightWeight(unit)}
        />
        {vm.errorCode !== null ? (
          <p className="field__error" role="alert">
            {t`Your units could not be saved. Your choice is kept; please try again.`}
          </p>
        ) : null}
        <div className="profile-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={vm.saving || !vm.isDirty}
            aria-busy={vm.saving}
          >
            {vm.saving ? t`Saving…` : t`Save units`}
          </button>
        </div>
      </form>
    </section>
  );
});
