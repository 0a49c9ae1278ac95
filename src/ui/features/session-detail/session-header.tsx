import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  SessionDetailViewModel,
  SessionStart,
} from '../../../application/session-detail/session-detail.view-model';
import type { Activity } from '../../../domain/activity/activity';
import { isIndividualActivity } from '../../../domain/activity/activity-type';
import { ModalDialog } from '../../components/modal-dialog';
import { formattingLocales } from '../../formats/formatting-locales';
import { SessionShareControl } from '../share/session-share/session-share-control';
import { sessionTimesRuns } from './session-start-format';

/**
 * When the session took place, on the day the calendar shows it (the viewer's zone, the reader's
 * format). Each time of day is kept on one line: a narrow screen wraps between the date's words, never
 * before "PM".
 */
export function SessionTimes({ start, endEpochMs }: { start: SessionStart; endEpochMs: number | null }) {
  const { i18n } = useLingui();
  const runs = sessionTimesRuns(formattingLocales(i18n), start, endEpochMs);
  return (
    <time className="session-start" dateTime={new Date(start.epochMs).toISOString()}>
      {runs.map((run, index) =>
        run.time ? (
          // The runs of one written string, never reordered: a run's place is its identity.
          <span key={index} className="session-start__time">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </time>
  );
}

/**
 * The header's actions (docs/product-rules.md#the-session-page): Share and Resync together, Resync
 * said in one line, and Delete apart from them, styled as what it is. Every button is a 44-px target
 * with at least 8 px between two of them, at 390 px as at 1440 px.
 */
export const SessionHeaderActions = observer(function SessionHeaderActions({
  vm,
  activity,
}: {
  vm: SessionDetailViewModel;
  activity: Activity;
}) {
  const { t } = useLingui();
  return (
    <div className="session-actions">
      <div className="session-actions__group">
        <SessionShareControl
          activityId={activity.playerActivityId}
          shareToken={activity.playerActivityInfo.shareToken}
        />
        {vm.canResync ? (
          <button
            type="button"
            className="button button--light"
            onClick={() => void vm.resync()}
            disabled={vm.resyncing}
            aria-describedby="session-resync-hint"
          >
            {t`Resync`}
          </button>
        ) : null}
      </div>
      {vm.canResync ? (
        <p id="session-resync-hint" className="session-actions__hint">
          {t`Resync: the server processes this session's data again, for example after a late sync.`}
        </p>
      ) : null}
      <button type="button" className="button session-delete" onClick={() => vm.requestDeletion({ kind: 'session' })}>
        <svg
          className="session-delete__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
            fill="currentColor"
          />
        </svg>
        {t`Delete session`}
      </button>
    </div>
  );
});

/** The other players of a team session, by their count: those the answer lists, less the session's own player. */
function otherPlayersOf(activity: Activity): number {
  const playerId = activity.playerActivityInfo.playerId;
  return activity.participants.players.filter((player) => player.playerId !== playerId).length;
}

/** What deleting the session removes: a team session keeps the team's session and the other players' data. */
function useSessionDeletionBody(activity: Activity | null): string {
  const { t } = useLingui();
  if (activity === null || isIndividualActivity(activity.playerActivityInfo.type))
    return t`The session and all its data will be deleted. This cannot be undone.`;
  const others = otherPlayersOf(activity);
  if (others === 0)
    return t`Only this player's data from this session will be deleted. The team session and the other players' data stay. This cannot be undone.`;
  return t`${plural(others, {
    one: "Only this player's data from this session will be deleted. The team session and the data of the # other player stay. This cannot be undone.",
    other:
      "Only this player's data from this session will be deleted. The team session and the data of the # other players stay. This cannot be undone.",
  })}`;
}

/** The one confirmation of the page: deleting a segment, an attachment or the session. */
export const DeletionDialog = observer(function DeletionDialog({ vm }: { vm: SessionDetailViewModel }) {
  const { t } = useLingui();
  const pending = vm.pendingDeletion;
  const sessionBody = useSessionDeletionBody(vm.activity);
  const texts =
    pending?.kind === 'segment'
      ? {
          title: t`Delete this segment?`,
          body: t`The segment and its statistics will be removed.`,
          confirm: t`Delete segment`,
        }
      : pending?.kind === 'attachment'
        ? {
            title: t`Delete this attachment?`,
            body: t`The file or link will be removed from this session.`,
            confirm: t`Delete attachment`,
          }
        : { title: t`Delete this session?`, body: sessionBody, confirm: t`Delete session` };
  return (
    <ModalDialog
      open={pending !== null}
      className="confirm-dialog"
      title={texts.title}
      body={texts.body}
      cancelLabel={t`Cancel`}
      confirmLabel={texts.confirm}
      busy={vm.deleting}
      onConfirm={() => void vm.confirmDeletion()}
      onCancel={() => vm.cancelDeletion()}
    />
  );
});
