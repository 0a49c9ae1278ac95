import { makeAutoObservable, runInAction } from 'mobx';
import type { SchedulerLike } from 'rxjs';
import { nameExportFile, type ExportFormat } from '../../domain/export/export-file-name';
import type { SessionExport } from '../../domain/export/session-export';
import { streamSessionTcx } from '../../domain/export/session-tcx';
import { streamSessionTimelineCsv } from '../../domain/export/session-timeline-csv';
import { answerForActingPlayer, type ActingPlayerSource } from '../acting-player/acting-player-answer';
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
   * The user's offset from UTC in minutes (east positive) at an instant, for the date in the
   * file name. By default the device's time zone at that instant.
   */
  readonly utcOffsetMinutesAt?: (epochMs: number) => number;
  /**
   * For per-player data: whose data it is. An export still being prepared when the acting player
   * changes (a child switch, a logout, another tab) is dropped: no file, no error
   * (docs/architecture.md#state).
   */
  readonly owner?: ActingPlayerSource;
}

const deviceUtcOffsetMinutesAt = (epochMs: number): number => -new Date(epochMs).getTimezoneOffset();

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
  state: SessionExportState = 'idle';
  /** The format being prepared, or the one whose export failed; null when idle. */
  format: ExportFormat | null = null;
  private run = 0;

  constructor(
    private readonly source: () => Promise<SessionExport>,
    private readonly download: FileDownload,
    private readonly scheduler: SchedulerLike,
    private readonly options: SessionExportOptions = {},
  ) {
    makeAutoObservable<SessionExportModel, 'source' | 'download' | 'scheduler' | 'options' | 'run'>(this, {
      source: false,
      download: false,
      scheduler: false,
      options: false,
      run: false,
    });
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
    const run = ++this.run;
    this.state = 'preparing';
    this.format = format;
    try {
      const { owner } = this.options;
      const prepare = () => this.prepare(format, run);
      const answer = owner === undefined ? { stale: false as const, value: await prepare() } : await answerForActingPlayer(owner, prepare);
      if (run !== this.run) return;
      // Null: cancelled meanwhile (another session opened, the page asked); nothing to save or say.
      const file = answer.stale ? null : answer.value;
      if (file !== null) this.download.save(file.name, file.contents);
      this.settle('idle');
    } catch {
      if (run === this.run) this.settle('error');
    }
  }

  /** Drops an export being prepared (its file is not saved) and clears a failure. */
  cancel(): void {
    this.run += 1;
    this.state = 'idle';
    this.format = null;
  }

  private settle(state: 'idle' | 'error'): void {
    runInAction(() => {
      this.state = state;
      if (state === 'idle') this.format = null;
    });
  }

  private async prepare(format: ExportFormat, run: number): Promise<PreparedFile | null> {
    const session = await this.source();
    if (run !== this.run) return null;
    const chunks = format === 'csv' ? streamSessionTimelineCsv(session, EXPORT_ROWS_PER_CHUNK) : streamSessionTcx(session, EXPORT_ROWS_PER_CHUNK);
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
        if (run !== this.run) return null;
        sliceStart = this.scheduler.now();
      }
    }
    slices.push(new Blob(parts));
    const offsetAt = this.options.utcOffsetMinutesAt ?? deviceUtcOffsetMinutesAt;
    return {
      name: nameExportFile(session, format, offsetAt(session.startedAtMs)),
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
