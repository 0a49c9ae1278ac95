import { makeAutoObservable, runInAction } from 'mobx';
import type { ActivitySegment, SegmentMetricsType } from '../../domain/activity/activity-segment';
import { isApiError } from '../../domain/errors/api-error';
import {
  validateSegment,
  type SegmentField,
  type SegmentFormCode,
  type SegmentFormInput,
} from '../../domain/segments/segment-validation';
import { validateRequiredValue } from '../../domain/validation/profile-validation';
import { LatestRequest } from '../latest-request/latest-request';
import type { ActivityApi } from '../ports/activity-api.port';
import type { Notifier } from '../ports/notifier.port';
import type { SessionEdited } from './session-edits.model';
import { SECONDS_PER_MINUTE } from '../../domain/units/time-units';

/** Codes the segment form can show: the segment messages of docs/product-rules.md#field-rules, a missing name, a failed call. */
export type SegmentErrorCode = SegmentFormCode | 'FIELD_REQUIRED' | 'TRY_AGAIN_LATER';

const SERVER_SEGMENT_CODES: ReadonlySet<string> = new Set([
  'SEGMENT_TOO_SHORT',
  'SEGMENT_OUT_OF_SCOPE',
  'SEGMENT_DATA_INVALID',
]);

function splitMinutesSeconds(totalSec: number): { minutes: string; seconds: string } {
  const whole = Math.max(0, Math.round(totalSec));
  return { minutes: String(Math.floor(whole / SECONDS_PER_MINUTE)), seconds: String(whole % SECONDS_PER_MINUTE) };
}

/**
 * The segments of one session: the list with the statistics of one metric kind (HR, AP,
 * DISTANCE, WORKLOAD), the new-segment form (docs/product-rules.md#when-errors-show: errors show after a submit) and its
 * filling from a span selected on a chart. An answer that lands after the page opened another
 * session leaves that session's list and form alone; its toast still tells the outcome.
 */
export class SessionSegmentsModel {
  metricsType: SegmentMetricsType = 'HR';
  list: ActivitySegment[] = [];

  name = '';
  startMinutes = '';
  startSeconds = '';
  endMinutes = '';
  endSeconds = '';
  submitted = false;
  creating = false;
  /** A failure the server reported for the last submit. */
  serverCode: SegmentErrorCode | null = null;

  private activityId: string | null = null;
  private durationSec = 0;
  /** The list for the metric asked last: a newer list, or another session opened, drops the one on its way. */
  private readonly listing = new LatestRequest<ActivitySegment[], 'LIST_FAILED'>({
    owner: { kind: 'anyone' },
    classify: () => 'LIST_FAILED',
  });
  /** Counts the openings: an answer from an earlier one belongs to a session no longer shown. */
  private visit = 0;

  constructor(
    private readonly api: ActivityApi,
    private readonly notifier: Notifier,
    /** Called after every create or delete, with its session, so that session's cached copy is dropped. */
    private readonly onEdited: SessionEdited,
  ) {
    makeAutoObservable<SessionSegmentsModel, 'api' | 'notifier' | 'onEdited' | 'listing' | 'visit'>(this, {
      api: false,
      notifier: false,
      onEdited: false,
      listing: false,
      visit: false,
    });
  }

  get listLoading(): boolean {
    return this.listing.state.status === 'loading';
  }

  get listFailed(): boolean {
    return this.listing.state.status === 'failed';
  }

  /** Starts on a session with its HR segments (part of the activity answer). */
  open(activityId: string, durationSec: number, hrSegments: readonly ActivitySegment[]): void {
    this.activityId = activityId;
    this.visit += 1;
    // A list of the previous session still on its way is dropped.
    this.listing.reset();
    this.creating = false;
    this.durationSec = durationSec;
    this.metricsType = 'HR';
    this.list = [...hrSegments];
    this.resetForm();
  }

  get input(): SegmentFormInput {
    return {
      startMinutes: this.startMinutes,
      startSeconds: this.startSeconds,
      endMinutes: this.endMinutes,
      endSeconds: this.endSeconds,
    };
  }

  private get validation() {
    return validateSegment(this.input, this.durationSec);
  }

  /** The message for the segment as a whole, shown after a submit. */
  get formCode(): SegmentErrorCode | null {
    if (!this.submitted) return null;
    const result = this.validation;
    if (!result.ok) return result.code;
    return this.serverCode;
  }

  get nameCode(): 'FIELD_REQUIRED' | null {
    return this.submitted ? validateRequiredValue(this.name) : null;
  }

  /** Per-input codes ('Please insert a valid number.'), shown after a submit. */
  fieldCode(field: SegmentField): SegmentFormCode | null {
    if (!this.submitted) return null;
    const result = this.validation;
    return result.ok ? null : (result.fields[field] ?? null);
  }

  setField(field: SegmentField | 'name', value: string): void {
    this[field] = value;
    this.serverCode = null;
  }

  /** Fills the form from a span dragged on a chart (seconds from the session start). */
  useSpan(startSec: number, endSec: number): void {
    const start = splitMinutesSeconds(startSec);
    const end = splitMinutesSeconds(endSec);
    this.startMinutes = start.minutes;
    this.startSeconds = start.seconds;
    this.endMinutes = end.minutes;
    this.endSeconds = end.seconds;
    this.serverCode = null;
  }

  async setMetricsType(metricsType: SegmentMetricsType): Promise<void> {
    this.metricsType = metricsType;
    await this.reloadList();
  }

  async reloadList(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null) return;
    const metricsType = this.metricsType;
    await this.listing.run(() => this.api.getSegments(activityId, metricsType), {
      loaded: (list) => {
        this.list = list;
      },
    });
  }

  /** Validates, then creates the segment; true when it was created. */
  async create(): Promise<boolean> {
    this.submitted = true;
    this.serverCode = null;
    const result = this.validation;
    const activityId = this.activityId;
    if (!result.ok || this.nameCode !== null || activityId === null || this.creating) return false;
    const visit = this.visit;
    this.creating = true;
    try {
      await this.api.createSegment(activityId, {
        name: this.name.trim(),
        startSec: result.startSec,
        endSec: result.endSec,
      });
      this.onEdited(activityId);
      this.notifier.notify({ kind: 'success', code: 'SEGMENT_CREATED' });
      if (visit !== this.visit) return true;
      runInAction(() => {
        this.creating = false;
        this.resetForm();
      });
      await this.reloadList();
      return true;
    } catch (error) {
      if (visit !== this.visit) {
        this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
        return false;
      }
      runInAction(() => {
        this.creating = false;
        this.serverCode =
          isApiError(error, 'BP_400') && SERVER_SEGMENT_CODES.has(error.desc)
            ? (error.desc as SegmentFormCode)
            : 'TRY_AGAIN_LATER';
      });
      return false;
    }
  }

  async remove(segmentId: string): Promise<boolean> {
    const activityId = this.activityId;
    if (activityId === null) return false;
    const visit = this.visit;
    try {
      await this.api.deleteSegment(activityId, segmentId);
      if (visit === this.visit) {
        runInAction(() => {
          this.list = this.list.filter((segment) => segment.id !== segmentId);
        });
      }
      this.onEdited(activityId);
      this.notifier.notify({ kind: 'success', code: 'SEGMENT_DELETED' });
      return true;
    } catch {
      this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
      return false;
    }
  }

  private resetForm(): void {
    this.name = '';
    this.startMinutes = '';
    this.startSeconds = '';
    this.endMinutes = '';
    this.endSeconds = '';
    this.submitted = false;
    this.serverCode = null;
  }
}
