import { useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { RecordingAnalysisViewModel } from '../../../application/recording-analysis/recording-analysis.view-model';
import { OPENING_STAGE_MESSAGES, RECORDING_PROBLEM_MESSAGES } from './recording-analysis-messages';

/** Whether a drag carries files (a dragged link or text is no file to open). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where a file comes in: a drop target around a file button (a real `<input type="file">`, so the
 * keyboard and screen readers use it as any other), the promise that nothing leaves the device,
 * the progress of the file opening and the message of a file that could not be opened. It stays
 * usable throughout: the next file replaces the one opening and clears the message.
 */
export const RecordingDropZone = observer(function RecordingDropZone({ vm }: { vm: RecordingAnalysisViewModel }) {
  const { t, i18n } = useLingui();
  const [dragging, setDragging] = useState(false);
  const { state } = vm;
  const openFirst = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void vm.open(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    openFirst(event.dataTransfer.files);
  };
  const percent = vm.openingPercent;
  return (
    <div
      className={`card recording-drop${dragging ? ' recording-drop--over' : ''}`}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="recording-drop-zone"
    >
      <div className="recording-drop__row">
        <label className="button button--primary recording-drop__choose">
          {t`Choose a file`}
          <input
            type="file"
            accept=".fit,.tcx,.gpx"
            className="visually-hidden"
            onChange={(event) => {
              openFirst(event.currentTarget.files);
              // The same file chosen again (after fixing it) is a new choice.
              event.currentTarget.value = '';
            }}
          />
        </label>
        <p className="recording-drop__hint">{t`or drop a .fit, .tcx or .gpx file here (up to 50 MB).`}</p>
      </div>
      <p className="recording-drop__note">{t`Your file stays on this device: nothing is uploaded.`}</p>
      {state.kind === 'opening' ? (
        <div className="recording-progress">
          <div
            className="recording-progress__track"
            role="progressbar"
            aria-label={t`Opening the file`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={i18n._(OPENING_STAGE_MESSAGES[state.progress.stage])}
          >
            <div
              className={
                percent === null ? 'recording-progress__bar recording-progress__bar--busy' : 'recording-progress__bar'
              }
              style={{ width: `${vm.openingBarPercent}%` }}
            />
          </div>
          <p className="recording-progress__stage">
            <span>{i18n._(OPENING_STAGE_MESSAGES[state.progress.stage])}</span>{' '}
            <span className="recording-progress__file">{state.fileName}</span>
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="form-error recording-drop__error" role="alert">
          {i18n._(RECORDING_PROBLEM_MESSAGES[state.problem])}
        </p>
      ) : null}
    </div>
  );
});
