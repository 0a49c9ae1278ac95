import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionShareModel } from '../../../../application/share/session-share.model';
import { copyText } from '../../../components/copy-text';
import { Modal } from '../../../components/modal';

/** What the link shows and to whom (docs/product-rules.md#shared-sessions), said before and after it exists. */
function WhatTheLinkShows({ id }: { id: string }) {
  return (
    <div id={id} className="share-dialog__about">
      <p>
        <Trans>
          Anyone with the link can see this session without an account: its type, date, duration, figures and charts;
          its title and start time too, unless the player is a child. Heart rate shows as a share of the maximum:
          nothing shows the player’s weight, age or maximum heart rate.
        </Trans>
      </p>
      <p>
        <Trans>The link shows no other player’s name, no attachment and no description.</Trans>
      </p>
    </div>
  );
}

/** The step that explains, before a link exists. */
const ExplainStep = observer(function ExplainStep({ model, aboutId }: { model: SessionShareModel; aboutId: string }) {
  const { t } = useLingui();
  return (
    <>
      <WhatTheLinkShows id={aboutId} />
      <p className="share-dialog__note">
        <Trans>
          Sharing is a choice you make for this one session: it works even when your privacy settings keep your sessions
          hidden from coaches and from the community.
        </Trans>
      </p>
      {model.failed ? (
        <p className="share-dialog__error" role="alert">
          <Trans>The link could not be created. Please try again.</Trans>
        </p>
      ) : null}
      <div className="modal__actions">
        <button
          type="button"
          className="button button--light"
          onClick={() => model.closeDialog()}
          disabled={model.busy}
          data-autofocus
        >
          {t`Cancel`}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void model.share()}
          disabled={model.busy}
        >
          {model.busy ? t`Creating the link…` : t`Create link`}
        </button>
      </div>
    </>
  );
});

/** The step that shows the link: copy it, stop sharing, or close. */
const LinkStep = observer(function LinkStep({ model, aboutId }: { model: SessionShareModel; aboutId: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const link = model.link ?? '';
  const onCopy = async () => {
    const copied = await copyText(link, inputRef.current);
    model.copied(copied);
    // Where the clipboard refused, the text is left selected for the reader to copy.
    if (!copied) inputRef.current?.select();
  };
  const status =
    model.copy === 'copied'
      ? t`Link copied to the clipboard.`
      : model.copy === 'failed'
        ? t`Could not copy. The link is selected: copy it yourself.`
        : model.created
          ? t`Link created. Copy it to send it.`
          : '';
  return (
    <>
      <WhatTheLinkShows id={aboutId} />
      <div className="share-dialog__link">
        <label htmlFor={inputId}>{t`Public link`}</label>
        <div className="share-dialog__link-row">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            value={link}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button button--primary" onClick={() => void onCopy()} data-autofocus>
            {t`Copy link`}
          </button>
        </div>
        <p className="share-dialog__status" role="status">
          {status}
        </p>
      </div>
      <div className="modal__actions share-dialog__actions--spread">
        <button type="button" className="button button--light share-dialog__stop" onClick={() => model.requestStop()}>
          {t`Stop sharing`}
        </button>
        <button type="button" className="button button--light" onClick={() => model.closeDialog()}>
          {t`Done`}
        </button>
      </div>
    </>
  );
});

/** The confirmation before the link stops working. */
const ConfirmStopStep = observer(function ConfirmStopStep({
  model,
  aboutId,
}: {
  model: SessionShareModel;
  aboutId: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <p id={aboutId} className="share-dialog__about">
        <Trans>
          The link will stop working for everyone who has it. If you share this session again, it gets a new link.
        </Trans>
      </p>
      {model.failed ? (
        <p className="share-dialog__error" role="alert">
          <Trans>Sharing could not be stopped. Please try again.</Trans>
        </p>
      ) : null}
      <div className="modal__actions">
        <button
          type="button"
          className="button button--light"
          onClick={() => model.closeDialog()}
          disabled={model.busy}
          data-autofocus
        >
          {t`Keep sharing`}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void model.stopSharing()}
          disabled={model.busy}
        >
          {model.busy ? t`Stopping…` : t`Stop sharing`}
        </button>
      </div>
    </>
  );
});

/**
 * The share dialog, a Modal: Escape cancels (from the confirmation, back to the link), and closing
 * returns the focus to the Share button. Each step puts the focus on its first choice.
 */
export const SessionShareDialog = observer(function SessionShareDialog({ model }: { model: SessionShareModel }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const aboutId = useId();
  const open = model.dialog !== 'closed';
  // Closed, the dialog already holds the step it opens to (hidden with it): the tap that opens it only shows it,
  // and a slow phone's first tap does not build it (docs/architecture.md#interactions-on-a-slow-phone).
  const step = open ? model.dialog : model.openingStep;
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, step]);
  return (
    <Modal
      open={open}
      dialogRef={ref}
      className="share-dialog"
      labelledBy={titleId}
      describedBy={aboutId}
      onCancel={() => model.closeDialog()}
    >
      <h2 id={titleId}>{step === 'confirm-stop' ? t`Stop sharing this session?` : t`Share this session`}</h2>
      {step === 'explain' ? <ExplainStep model={model} aboutId={aboutId} /> : null}
      {step === 'link' ? <LinkStep model={model} aboutId={aboutId} /> : null}
      {step === 'confirm-stop' ? <ConfirmStopStep model={model} aboutId={aboutId} /> : null}
    </Modal>
  );
});
