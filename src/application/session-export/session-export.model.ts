import { makeAutoObservable } from 'mobx';
import type { SchedulerLike } from 'rxjs';
import { nameExportFile, type ExportFormat } from '../../domain/export/export-file-name';
import type { SessionExport } from '../../domain/export/session-export';
import { daysFromCivil, type IsoDate } from '../../domain/time/civil-date';
import { MILLISECONDS_PER_DAY } from '../../domain/units/time-units';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import { streamSessionTcx } from '../../domain/export/session-tcx';
import { streamSessionTimelineCsv } from '../../domain/export/session-timeline-csv';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { FileDownload } from '../ports/file-download.port';

export type SessionExportState = 'idle' | 'preparing' | 'error';

/** The media types of the two files (the TCX one is Garmin's registered vendor type). */
const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  tcx: 'application/vnd.garmin.tcx+xml',
};

/**
 * Most time spent building in one go before the page gets the main thread back: well under the
 * 50-ms long-task line, so a 4-hour file never freezes scrolling or typing. A chunk of the
 * generators (EXPORT_ROWS_PER_CHUNK) is about a millisecond on a laptop, so a slice ends close to it.
 */
const EXPORT_SLICE_BUDGET_MS = 8;

/**
 * Rows (CSV) or trackpoints (TCX) asked of the generators at a time: small enough that one
 * chunk stays a fraction of the budget on a slow phone, since a slice can only end between chunks.
 */
const EXPORT_ROWS_PER_CHUNK = 100;

export interface SessionExportOptions {
  /**
   * The viewer's time zone (the Clock's), in which the file name's date is the start's local day,
   * as on the calendar (docs/product-rules.md#days-and-time-zones). UTC when not given.
   */
  readonly timeZone?: TimeZone;
  /**
   * For per-player data: whose data it is. An export still being prepared when the acting player
   * changes (a child switch, a logout, another tab) is dropped: no file, no error
   * (docs/architecture.md#state).
   */
  readonly owner?: ActingPlayerSource;
}

/** The instants whose local day is written YYYY-MM-DD in every zone: 2 January 0001 to 30 December 9999. */
const FIRST_DATED_MS = daysFromCivil('0001-01-02' as IsoDate) * MILLISECONDS_PER_DAY;
const LAST_DATED_MS = daysFromCivil('9999-12-31' as IsoDate) * MILLISECONDS_PER_DAY - 1;

/** The local day of a start, or null for a time that is not one (a recording can hold anything). */
function startDayOf(startedAtMs: number, timeZone: TimeZone): IsoDate | null {
  if (!(startedAtMs >= FIRST_DATED_MS && startedAtMs <= LAST_DATED_MS)) return null;
  return localDayOf(startedAtMs, timeZone);
}

interface PreparedFile {
  readonly name: string;
  readonly contents: Blob;
}

/**
 * Export buttons' state and action for one session (the session page, the file page): gets the
 * session from its source, builds the CSV or TCX text from the domain's streaming generators in
 * slices of at most EXPORT_SLICE_BUDGET_MS that yield to the page between them (on the Clock's
 * scheduler), then saves the parts as one Blob under nameExportFile's name. One export at a time:
 * a click while one is prepared is ignored. A failure (the source, the build or the save) leaves
 * the page as it was and sets `state` to 'error' until the next export or cancel().
 */
export class SessionExportModel {
  /** The format asked last. */
  private asked: ExportFormat | null = null;
  /** The export being prepared and saved; for an owner, one prepared across a change of acting player is dropped. */
  private readonly exporting: LatestRequest<void, 'EXPORT_FAILED'>;

  constructor(
    private readonly source: () => Promise<SessionExport>,
    private readonly download: FileDownload,
    private readonly scheduler: SchedulerLike,
    private readonly options: SessionExportOptions = {},
  ) {
    const { owner } = options;
    this.exporting = new LatestRequest({
      owner: owner === undefined ? { kind: 'anyone' } : { kind: 'acting-player', source: owner },
      classify: () => 'EXPORT_FAILED',
    });
    makeAutoObservable<SessionExportModel, 'source' | 'download' | 'scheduler' | 'options' | 'exporting'>(this, {
      source: false,
      download: false,
      scheduler: false,
      options: false,
      exporting: false,
    });
  }

  get state(): SessionExportState {
    const { status } = this.exporting.state;
    return status === 'loading' ? 'preparing' : status === 'failed' ? 'error' : 'idle';
  }

  /** The format being prepared, or the one whose export failed; null when idle. */
  get format(): ExportFormat | null {
    return this.state === 'idle' ? null : this.asked;
  }

  /** The format being prepared, else null. */
  get preparing(): ExportFormat | null {
    return this.state === 'preparing' ? this.format : null;
  }

  get failed(): boolean {
    return this.state === 'error';
  }

  /** Builds and saves the session as `format`; ignored while an export is being prepared. */
  async exportAs(format: ExportFormat): Promise<void> {
    if (this.state === 'preparing') return;
    this.asked = format;
    await this.exporting.run(async (signal) => {
      const file = await this.prepare(format, signal);
      // Saved only while the export still counts: cancelled meanwhile, or for another player, it saves and says nothing.
      signal.throwIfAborted();
      this.download.save(file.name, file.contents);
    });
  }

  /** Drops an export being prepared (its file is not saved) and clears a failure. */
  cancel(): void {
    this.exporting.reset();
  }

  /** Stops between slices once the export no longer counts (`signal` aborted). */
  private async prepare(format: ExportFormat, signal: AbortSignal): Promise<PreparedFile> {
    const session = await this.source();
    signal.throwIfAborted();
    const chunks =
      format === 'csv'
        ? streamSessionTimelineCsv(session, EXPORT_ROWS_PER_CHUNK)
        : streamSessionTcx(session, EXPORT_ROWS_PER_CHUNK);
    // Each slice's text becomes a Blob before the yield: the browser encodes a few hundred KB at
    // a time instead of megabytes at the end, and the final Blob only lists them.
    const slices: Blob[] = [];
    let parts: string[] = [];
    let sliceStart = this.scheduler.now();
    for (const chunk of chunks) {
      parts.push(chunk);
      if (this.scheduler.now() - sliceStart >= EXPORT_SLICE_BUDGET_MS) {
        slices.push(new Blob(parts));
        parts = [];
        await this.yieldToPage();
        signal.throwIfAborted();
        sliceStart = this.scheduler.now();
      }
    }
    slices.push(new Blob(parts));
    return {
      name: nameExportFile(session, format, startDayOf(session.startedAtMs, this.options.timeZone ?? 'UTC')),
      contents: new Blob(slices, { type: EXPORT_MEDIA_TYPES[format] }),
    };
  }

  /** A macrotask on the scheduler: input, rendering and other tasks run before the next slice. */
  private yieldToPage(): Promise<void> {
    return new Promise((resolve) => {
      this.scheduler.schedule(() => resolve(), 0);
    });
  }
}
