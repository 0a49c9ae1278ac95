import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import { FormField } from '../../components/form-field';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber } from '../../formats/number-format';
import { messageForSessionCode } from './session-detail-messages';

/** The description editor: 500 characters, a counter, a failed save keeps the text (docs/product-rules.md#field-rules). */
export const SessionDescription = observer(function SessionDescription({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const description = vm.description;
  const used = formatNumber(formattingLocales(i18n), description.length);
  const limit = formatNumber(formattingLocales(i18n), description.maxLength);
  const code = description.errorCode;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void description.save();
  };
  return (
    <section className="card session-section" aria-labelledby="session-description-title">
      <h2 id="session-description-title">{t`Description`}</h2>
      <form onSubmit={onSubmit} noValidate>
        <div className={code ? 'field field--invalid' : 'field'}>
          <label htmlFor="session-description">{t`Notes about this session`}</label>
          <textarea
            id="session-description"
            rows={4}
            value={description.draft}
            aria-invalid={code ? true : undefined}
            aria-describedby="session-description-counter session-description-error"
            onChange={(e) => description.setDraft(e.target.value)}
          />
          <p
            id="session-description-counter"
            className={description.isOverLimit ? 'session-counter session-counter--over' : 'session-counter'}
          >
            {t`${used} / ${limit}`}
          </p>
          {code ? (
            <p id="session-description-error" className="field__error" role="alert">
              {i18n._(messageForSessionCode(code))}
            </p>
          ) : null}
        </div>
        <div className="session-form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={description.saving || !description.isDirty}
          >
            {t`Save description`}
          </button>
        </div>
      </form>
    </section>
  );
});

/** Attachments: upload a file, add an http(s) link with an optional name, open, delete (docs/product-rules.md#what-each-page-can-do). */
export const SessionAttachments = observer(function SessionAttachments({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const attachments = vm.attachments;
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void attachments.upload(file);
    event.target.value = '';
  };
  const onLink = (event: FormEvent) => {
    event.preventDefault();
    void attachments.addLink();
  };
  const linkCode = attachments.linkCode;
  return (
    <section className="card session-section" aria-labelledby="session-attachments-title">
      <h2 id="session-attachments-title">{t`Attachments`}</h2>
      {attachments.list.length === 0 ? (
        <p className="session-muted">{t`No attachments yet.`}</p>
      ) : (
        <ul className="session-attachments">
          {attachments.list.map((attachment) => (
            <li key={attachment.id}>
              <span className="session-attachments__kind">{attachment.kind === 'file' ? t`File` : t`Link`}</span>
              <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                {attachment.description}
              </a>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t`Delete attachment ${attachment.description}`}
                onClick={() => vm.requestDeletion({ kind: 'attachment', attachmentId: attachment.id })}
              >
                {t`Delete`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="session-attachments__forms">
        <div className="field">
          <label htmlFor="session-attachment-file">{t`Upload a file (up to 10 MB)`}</label>
          <input
            id="session-attachment-file"
            ref={fileInput}
            type="file"
            onChange={onFile}
            disabled={attachments.busy}
          />
          {attachments.fileCode ? (
            <p className="field__error" role="alert">
              {i18n._(messageForSessionCode(attachments.fileCode))}
            </p>
          ) : null}
        </div>
        <form onSubmit={onLink} noValidate aria-label={t`Add a link`}>
          <FormField
            label={t`Link (http or https)`}
            value={attachments.linkUrl}
            onChange={(v) => attachments.setLinkUrl(v)}
            error={linkCode ? i18n._(messageForSessionCode(linkCode)) : null}
          />
          <FormField
            label={t`File name (optional)`}
            value={attachments.linkName}
            onChange={(v) => attachments.setLinkName(v)}
            error={null}
          />
          <div className="session-form-actions">
            <button type="submit" className="button button--primary" disabled={attachments.busy}>
              {t`Add link`}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
});
