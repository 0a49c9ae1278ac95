import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type {
  AthleteField,
  AthleteOverridesModel,
} from '../../../application/recording-analysis/athlete-overrides.model';
import { FormField } from '../../components/form-field';
import { formatBpm } from '../../formats/sports-units';
import { athleteFieldMessage } from './recording-analysis-messages';

/**
 * "For this analysis": the athlete the figures use, prefilled from the profile and changed here
 * only. A valid value re-analyses at once; an invalid one says why under its field and changes
 * nothing. Below, the HRmax in use and where it comes from.
 */
export const AthleteForm = observer(function AthleteForm({ model }: { model: AthleteOverridesModel }) {
  const { t, i18n } = useLingui();
  const sexId = useId();
  const errorOf = (field: AthleteField) => {
    const code = model.errors[field];
    return code === undefined ? null : i18n._(athleteFieldMessage(code));
  };
  const set = (field: AthleteField) => (value: string) => model.setField(field, value);
  const hrmax = model.hrmaxInUse;
  const bpm = formatBpm(i18n, hrmax.value, { min: 0, max: 1 });
  const age = model.ageInUse;
  return (
    <section className="card recording-card recording-athlete" aria-labelledby="recording-athlete-title">
      <h2 id="recording-athlete-title">{t`For this analysis`}</h2>
      <p className="recording-muted">{t`Prefilled from your profile. Changes apply to this analysis only and are not saved.`}</p>
      <div className="recording-athlete__grid">
        <FormField
          label={t`Age`}
          value={model.draft.age}
          onChange={set('age')}
          error={errorOf('age')}
          inputMode="numeric"
          hint={t`Years`}
        />
        <FormField
          label={t`Weight`}
          value={model.draft.weight}
          onChange={set('weight')}
          error={errorOf('weight')}
          inputMode="decimal"
          hint={model.weightUnit === 'IMPERIAL' ? t`Pounds (lb)` : t`Kilograms (kg)`}
        />
        <div className="field">
          <label htmlFor={sexId}>{t`Sex`}</label>
          <select id={sexId} value={model.draft.sex} onChange={(event) => model.setField('sex', event.target.value)}>
            <option value="">{t`Not given`}</option>
            <option value="f">{t`Female`}</option>
            <option value="m">{t`Male`}</option>
          </select>
        </div>
        <FormField
          label={t`Measured HRmax`}
          value={model.draft.measuredHrmax}
          onChange={set('measuredHrmax')}
          error={errorOf('measuredHrmax')}
          inputMode="numeric"
          hint={t`bpm; empty: from your age`}
        />
      </div>
      <p className="recording-athlete__hrmax" aria-live="polite">
        {hrmax.source === 'measured'
          ? t`HRmax in use: ${bpm}, measured.`
          : t`HRmax in use: ${bpm}, from age ${age} (Tanaka: 208 − 0.7 × age).`}
      </p>
    </section>
  );
});
