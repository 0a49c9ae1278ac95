import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { SHARE_TOKENS } from '../../../../application/share/share.tokens';
import { useViewModel } from '../../../app/service-context';
import { SessionShareDialog } from './session-share-dialog';
import './session-share-messages';
import './session-share.css';

interface SessionShareControlProps {
  readonly activityId: string;
  /** The share token the session's answer carries: null when not shared, undefined when it does not say. */
  readonly shareToken: string | null | undefined;
}

/**
 * The session page's Share button, with the mark that the session is shared, and the dialog it opens
 * (docs/product-rules.md#shared-sessions). Shown to whoever may edit the session: the player who ran
 * it, or the parent acting for the child.
 */
export const SessionShareControl = observer(function SessionShareControl({
  activityId,
  shareToken,
}: SessionShareControlProps) {
  const { t } = useLingui();
  const model = useViewModel(SHARE_TOKENS.SessionShareModel);
  useEffect(() => model.show(activityId, shareToken), [model, activityId, shareToken]);
  return (
    <span className="session-share">
      {model.shared ? (
        <span className="session-share__state">
          <span className="session-share__dot" aria-hidden="true" />
          {t`Shared by link`}
        </span>
      ) : null}
      <button type="button" className="button button--light" aria-haspopup="dialog" onClick={() => model.openDialog()}>
        {t`Share`}
      </button>
      <SessionShareDialog model={model} />
    </span>
  );
});
