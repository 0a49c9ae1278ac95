import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ACTIVITY_TYPES } from '../../../domain/activity/activity-type';
import type { CalendarViewModel } from '../../../application/calendar/calendar.view-model';
import { SESSION_TYPE_LABELS } from '../../messages/session-type-messages';

/** A filter chip: a button that behaves as a checkbox (Space or Enter toggles it). */
function Chip({
  label,
  checked,
  disabled,
  tone,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  tone?: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-disabled={disabled ? true : undefined}
      className={`calendar-chip${tone ? ` calendar-chip--${tone}` : ''}`}
      onClick={disabled ? undefined : onToggle}
    >
      <span className="calendar-chip__mark" aria-hidden="true" />
      {label}
    </button>
  );
}

/** Session type and team filters (docs/product-rules.md#calendar), kept in local storage by the view-model. */
export const CalendarFilters = observer(function CalendarFilters({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  return (
    <div className="calendar-filters">
      <fieldset className="calendar-filters__group">
        <legend>
          <Trans>Session types</Trans>
        </legend>
        {ACTIVITY_TYPES.map((type) => (
          <Chip
            key={type}
            label={i18n._(SESSION_TYPE_LABELS[type])}
            tone={type.toLowerCase()}
            checked={vm.isTypeSelected(type)}
            onToggle={() => vm.toggleSessionType(type)}
          />
        ))}
      </fieldset>
      {vm.teams.length > 0 ? (
        <fieldset className="calendar-filters__group">
          <legend>
            <Trans>Teams</Trans>
          </legend>
          {vm.teams.map((team) => (
            <Chip
              key={team.teamId}
              label={team.name}
              checked={vm.isTeamSelected(team.teamId)}
              disabled={!vm.canToggleTeam(team.teamId)}
              onToggle={() => vm.toggleTeam(team.teamId)}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
