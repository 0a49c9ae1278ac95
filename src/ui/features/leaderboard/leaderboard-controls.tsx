import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type {
  LeaderboardModeKind,
  LeaderboardViewModel,
} from '../../../application/leaderboard/leaderboard.view-model';
import {
  LEADERBOARD_AGGREGATIONS,
  LEADERBOARD_DATA_TYPES,
  LEADERBOARD_SCOPES,
  LEADERBOARD_TIME_FRAMES,
  type LeaderboardTimeFrame,
} from '../../../domain/leaderboard/leaderboard-query';
import { aggregationLabels, dataTypeLabels, modeLabels, scopeLabels, timeFrameLabels } from './leaderboard-labels';

const MODES: readonly LeaderboardModeKind[] = ['individual', 'team'];

interface SegmentedProps<T extends string> {
  readonly label: string;
  readonly options: readonly T[];
  readonly labels: Readonly<Record<T, MessageDescriptor>>;
  readonly value: T;
  readonly disabled: boolean;
  readonly onChange: (value: T) => void;
}

/** A labelled group of toggle buttons, one pressed (the app's segmented control). */
function Segmented<T extends string>({ label, options, labels, value, disabled, onChange }: SegmentedProps<T>) {
  const { i18n } = useLingui();
  const labelId = useId();
  return (
    <div className="lb-control">
      <span className="lb-control__label" id={labelId}>
        {label}
      </span>
      <div className="lb-segmented" role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="lb-segmented__option"
            aria-pressed={value === option}
            disabled={disabled}
            onClick={() => onChange(option)}
          >
            {i18n._(labels[option])}
          </button>
        ))}
      </div>
    </div>
  );
}

function isTimeFrame(value: string): value is LeaderboardTimeFrame {
  return (LEADERBOARD_TIME_FRAMES as readonly string[]).includes(value);
}

/** The board's selectors: players or teams (and which team), scope, period, ranked figure and its aggregation. */
export const LeaderboardControls = observer(function LeaderboardControls({ vm }: { vm: LeaderboardViewModel }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const teamId = useId();
  const periodId = useId();
  const disabled = !vm.controlsEnabled;
  const { settings } = vm;
  return (
    <div className="card lb-controls">
      <Segmented
        label={t`Rank`}
        options={MODES}
        labels={modeLabels}
        value={vm.modeKind}
        disabled={disabled}
        onChange={(m) => vm.setModeKind(m)}
      />
      {vm.modeKind === 'team' ? (
        <div className="lb-control">
          <label className="lb-control__label" htmlFor={teamId}>{t`Team`}</label>
          <select
            id={teamId}
            className="lb-select"
            value={vm.selectedTeamId ?? ''}
            disabled={disabled}
            onChange={(e) => vm.selectTeam(e.target.value)}
          >
            {(vm.teams ?? []).map((team) => (
              <option key={team.teamId} value={team.teamId}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Segmented
        label={t`Scope`}
        options={LEADERBOARD_SCOPES}
        labels={scopeLabels}
        value={settings.scope}
        disabled={disabled}
        onChange={(s) => vm.setScope(s)}
      />
      <div className="lb-control">
        <label className="lb-control__label" htmlFor={periodId}>{t`Period`}</label>
        <select
          id={periodId}
          className="lb-select"
          value={settings.timeFrame}
          disabled={disabled}
          onChange={(e) => {
            if (isTimeFrame(e.target.value)) vm.setTimeFrame(e.target.value);
          }}
        >
          {LEADERBOARD_TIME_FRAMES.map((frame) => (
            <option key={frame} value={frame}>
              {i18n._(timeFrameLabels[frame])}
            </option>
          ))}
        </select>
      </div>
      <Segmented
        label={t`Ranked by`}
        options={LEADERBOARD_DATA_TYPES}
        labels={dataTypeLabels}
        value={settings.dataType}
        disabled={disabled}
        onChange={(d) => vm.setDataType(d)}
      />
      {/* The aggregation applies to minutes only; it is not sent for sessions (buildLeaderboardQuery). */}
      {settings.dataType === 'MINUTES' ? (
        <Segmented
          label={t`AP minutes as`}
          options={LEADERBOARD_AGGREGATIONS}
          labels={aggregationLabels}
          value={settings.aggregationMethod}
          disabled={disabled}
          onChange={(a) => vm.setAggregation(a)}
        />
      ) : null}
    </div>
  );
});
