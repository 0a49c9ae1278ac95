import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { DashboardViewModel } from '../../../application/dashboard/dashboard.view-model';
import { ALL_TEAMS_SELECTION, DASHBOARD_PERIODS } from '../../../domain/dashboard/dashboard-query';
import { ErrorState } from '../../components/error-state';
import { messageForCode } from '../../messages/message-for-code';
import { periodLabels } from './dashboard-labels';

/** The custom range's two dates; an invalid pair shows 'You must select a valid date range.' on submit. */
const CustomRangeForm = observer(function CustomRangeForm({ vm }: { vm: DashboardViewModel }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const range = vm.range;
  const errorId = `${id}-error`;
  const invalid = range.error !== null;
  return (
    <form
      className="dashboard-custom"
      noValidate
      aria-label={t`Custom range`}
      onSubmit={(event) => {
        event.preventDefault();
        vm.applyCustomRange();
      }}
    >
      <div className="field dashboard-custom__field">
        <label htmlFor={`${id}-from`}>{t`From`}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={range.customFrom}
          onChange={(event) => range.setCustomFrom(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
      </div>
      <div className="field dashboard-custom__field">
        <label htmlFor={`${id}-to`}>{t`To`}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={range.customTo}
          onChange={(event) => range.setCustomTo(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
      </div>
      <button type="submit" className="button button--primary dashboard-custom__apply">
        {t`Apply`}
      </button>
      {range.error !== null ? (
        <p id={errorId} className="field__error dashboard-custom__error" role="alert">
          {i18n._(messageForCode(range.error))}
        </p>
      ) : null}
    </form>
  );
});

/** The team picker: all teams, each of the player's teams, or the player alone (docs/product-rules.md#dashboard-range-and-scope). */
const TeamPicker = observer(function TeamPicker({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="dashboard-team">
      <div className="field dashboard-team__field">
        <label htmlFor={id}>{t`Team`}</label>
        <select
          id={id}
          value={vm.teamSelection ?? ''}
          onChange={(event) => vm.selectTeam(event.target.value)}
          disabled={vm.overviewState !== 'ready'}
        >
          <option value={ALL_TEAMS_SELECTION}>{t`All teams`}</option>
          {vm.teams.map((team) => (
            <option key={team.teamId} value={team.teamId}>
              {team.organization ? `${team.name} · ${team.organization}` : team.name}
            </option>
          ))}
          <option value="">{t`Individual (no team)`}</option>
        </select>
      </div>
      {vm.teamsState === 'error' && vm.teamsErrorCode !== null ? (
        <ErrorState
          code={vm.teamsErrorCode}
          onRetry={() => vm.retryTeams()}
          className="dashboard-team__error"
          tone="light"
        />
      ) : null}
    </div>
  );
});

/** The time range (segmented control, then the custom dates) and the scope. */
export const DashboardControls = observer(function DashboardControls({ vm }: { vm: DashboardViewModel }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  return (
    <div className="dashboard-controls">
      <div className="dashboard-range">
        <span id={labelId} className="dashboard-range__label">
          {t`Time range`}
        </span>
        <div className="dashboard-periods" role="group" aria-labelledby={labelId}>
          {DASHBOARD_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={`dashboard-periods__option${vm.range.period === period ? ' dashboard-periods__option--active' : ''}`}
              aria-pressed={vm.range.period === period}
              onClick={() => vm.choosePeriod(period)}
            >
              {i18n._(periodLabels[period])}
            </button>
          ))}
        </div>
        {vm.range.isCustom ? <CustomRangeForm vm={vm} /> : null}
      </div>
      <TeamPicker vm={vm} />
    </div>
  );
});
