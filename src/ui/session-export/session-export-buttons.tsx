import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { SessionExportModel } from '../../application/session-export/session-export.model';
import type { ExportFormat } from '../../domain/export/export-file-name';
import './session-export.css';

/**
 * "Export CSV" and "Export TCX" for the session shown (the per-second timeline, or a file other
 * tools import). The file is built in the page without freezing it; while it is, its button says
 * so and both buttons ignore clicks (aria-disabled keeps them focusable). A failure is announced
 * and the buttons stay usable for another try.
 */
export const SessionExportButtons = observer(function SessionExportButtons({ model }: { model: SessionExportModel }) {
  const { t } = useLingui();
  const busy = model.preparing !== null;
  const labels: Record<ExportFormat, string> = { csv: t`Export CSV`, tcx: t`Export TCX` };
  const button = (format: ExportFormat) => (
    <button
      type="button"
      className="button button--light"
      aria-disabled={busy}
      aria-busy={model.preparing === format}
      onClick={() => void model.exportAs(format)}
    >
      {model.preparing === format ? t`Preparing…` : labels[format]}
    </button>
  );
  return (
    <div className="session-export">
      {button('csv')}
      {button('tcx')}
      {model.failed ? (
        <p className="session-export__error" role="alert">
          {t`The export failed. Please try again.`}
        </p>
      ) : null}
    </div>
  );
});
