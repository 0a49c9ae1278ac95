import { makeAutoObservable, runInAction } from 'mobx';
import type { Attachment } from '../../domain/activity/activity';
import {
  normaliseAttachmentLink,
  validateAttachmentFile,
  validateAttachmentLink,
  type AttachmentFileCode,
  type AttachmentLinkCode,
} from '../../domain/activity/attachment-rules';
import { isApiError } from '../../domain/errors/api-error';
import {
  DESCRIPTION_MAX_LENGTH,
  validateActivityDescription,
  type DescriptionCode,
} from '../../domain/validation/activity-validation';
import { countCodePoints } from '../../domain/validation/credentials-validation';
import type { ActivityApi, AttachmentFile } from '../ports/activity-api.port';
import type { Notifier } from '../ports/notifier.port';

export type DescriptionErrorCode = DescriptionCode | 'DESCRIPTION_SAVE_FAILED';

/**
 * Told after every saved edit, with the session it changed: that session's cached copy is dropped,
 * whichever session the page shows by the time the answer lands.
 */
export type SessionEdited = (activityId: string) => void;

/**
 * The description editor (docs/product-rules.md#field-rules: at most 500 characters). The draft is what the user types;
 * a failed save keeps the draft and says so, it never reverts to the stored text. A save whose answer
 * lands after the page opened another session changes nothing on it: its toast still tells the outcome.
 */
export class DescriptionDraftModel {
  saved = '';
  draft = '';
  submitted = false;
  saving = false;
  saveFailed = false;
  private activityId: string | null = null;
  /** Counts the openings: an answer from an earlier one belongs to a session no longer shown. */
  private visit = 0;

  constructor(
    private readonly api: ActivityApi,
    private readonly notifier: Notifier,
    private readonly onEdited: SessionEdited,
    private readonly onSaved: (text: string) => void,
  ) {
    makeAutoObservable<DescriptionDraftModel, 'api' | 'notifier' | 'onEdited' | 'onSaved' | 'visit'>(this, {
      api: false,
      notifier: false,
      onEdited: false,
      onSaved: false,
      visit: false,
    });
  }

  open(activityId: string, text: string): void {
    this.activityId = activityId;
    this.visit += 1;
    this.saving = false;
    this.saved = text;
    this.draft = text;
    this.submitted = false;
    this.saveFailed = false;
  }

  /** Characters typed, in code points (an emoji is one). */
  get length(): number {
    return countCodePoints(this.draft);
  }

  get maxLength(): number {
    return DESCRIPTION_MAX_LENGTH;
  }

  get isOverLimit(): boolean {
    return validateActivityDescription(this.draft) !== null;
  }

  get isDirty(): boolean {
    return this.draft !== this.saved;
  }

  get errorCode(): DescriptionErrorCode | null {
    if (this.submitted) {
      const code = validateActivityDescription(this.draft);
      if (code !== null) return code;
    }
    return this.saveFailed ? 'DESCRIPTION_SAVE_FAILED' : null;
  }

  setDraft(text: string): void {
    this.draft = text;
    this.saveFailed = false;
  }

  async save(): Promise<boolean> {
    this.submitted = true;
    this.saveFailed = false;
    const activityId = this.activityId;
    if (activityId === null || this.saving || validateActivityDescription(this.draft) !== null) return false;
    const text = this.draft;
    const visit = this.visit;
    this.saving = true;
    try {
      await this.api.updateDescription(activityId, text);
      this.onEdited(activityId);
      if (visit === this.visit) {
        runInAction(() => {
          this.saving = false;
          this.saved = text;
          this.submitted = false;
        });
        this.onSaved(text);
      }
      this.notifier.notify({ kind: 'success', code: 'DESCRIPTION_SAVED' });
      return true;
    } catch {
      if (visit !== this.visit) {
        this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
        return false;
      }
      runInAction(() => {
        this.saving = false;
        this.saveFailed = true;
      });
      return false;
    }
  }
}

export type AttachmentErrorCode = AttachmentFileCode | AttachmentLinkCode | 'TRY_AGAIN_LATER';

/**
 * Attachments of a session: upload a file (at most 10 MB, checked before sending), add an
 * http(s) link with an optional name (docs/architecture.md#security), delete one. As for the
 * description, an answer that lands after the page opened another session leaves it alone.
 */
export class AttachmentsModel {
  list: Attachment[] = [];
  linkUrl = '';
  linkName = '';
  linkSubmitted = false;
  linkServerCode: AttachmentErrorCode | null = null;
  fileCode: AttachmentErrorCode | null = null;
  busy = false;
  private activityId: string | null = null;
  private visit = 0;

  constructor(
    private readonly api: ActivityApi,
    private readonly notifier: Notifier,
    private readonly onEdited: SessionEdited,
    private readonly onChanged: (list: readonly Attachment[]) => void,
  ) {
    makeAutoObservable<AttachmentsModel, 'api' | 'notifier' | 'onEdited' | 'onChanged' | 'visit'>(this, {
      api: false,
      notifier: false,
      onEdited: false,
      onChanged: false,
      visit: false,
    });
  }

  open(activityId: string, attachments: readonly Attachment[]): void {
    this.activityId = activityId;
    this.visit += 1;
    this.busy = false;
    this.list = [...attachments];
    this.linkUrl = '';
    this.linkName = '';
    this.linkSubmitted = false;
    this.linkServerCode = null;
    this.fileCode = null;
  }

  get linkCode(): AttachmentErrorCode | null {
    if (!this.linkSubmitted) return null;
    return validateAttachmentLink(this.linkUrl) ?? this.linkServerCode;
  }

  setLinkUrl(value: string): void {
    this.linkUrl = value;
    this.linkServerCode = null;
  }

  setLinkName(value: string): void {
    this.linkName = value;
  }

  async upload(file: AttachmentFile): Promise<boolean> {
    this.fileCode = validateAttachmentFile(file.size);
    const activityId = this.activityId;
    if (this.fileCode !== null || activityId === null || this.busy) return false;
    const visit = this.visit;
    this.busy = true;
    try {
      const added = await this.api.uploadAttachment(activityId, file);
      this.added(activityId, visit, added, 'ATTACHMENT_UPLOADED');
      return true;
    } catch (error) {
      if (this.elsewhere(visit)) return false;
      runInAction(() => {
        this.busy = false;
        this.fileCode = isApiError(error, 'BP_431') ? 'FILE_TOO_LARGE' : 'TRY_AGAIN_LATER';
      });
      return false;
    }
  }

  async addLink(): Promise<boolean> {
    this.linkSubmitted = true;
    this.linkServerCode = null;
    const url = normaliseAttachmentLink(this.linkUrl);
    const activityId = this.activityId;
    if (url === null || activityId === null || this.busy) return false;
    const visit = this.visit;
    this.busy = true;
    const fileName = this.linkName.trim();
    try {
      const added = await this.api.addLink(activityId, fileName === '' ? { url } : { url, fileName });
      this.added(activityId, visit, added, 'LINK_ADDED');
      if (visit === this.visit) {
        runInAction(() => {
          this.linkUrl = '';
          this.linkName = '';
          this.linkSubmitted = false;
        });
      }
      return true;
    } catch (error) {
      if (this.elsewhere(visit)) return false;
      runInAction(() => {
        this.busy = false;
        this.linkServerCode =
          isApiError(error, 'BP_400') && error.desc === 'LINK_NOT_HTTP' ? 'LINK_NOT_HTTP' : 'TRY_AGAIN_LATER';
      });
      return false;
    }
  }

  async remove(attachmentId: string): Promise<boolean> {
    const activityId = this.activityId;
    if (activityId === null) return false;
    const visit = this.visit;
    try {
      await this.api.deleteAttachment(activityId, attachmentId);
      this.onEdited(activityId);
      if (visit === this.visit) {
        runInAction(() => {
          this.list = this.list.filter((attachment) => attachment.id !== attachmentId);
        });
        this.onChanged(this.list);
      }
      this.notifier.notify({ kind: 'success', code: 'ATTACHMENT_DELETED' });
      return true;
    } catch {
      this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
      return false;
    }
  }

  private added(activityId: string, visit: number, attachment: Attachment, toastCode: string): void {
    this.onEdited(activityId);
    if (visit === this.visit) {
      runInAction(() => {
        this.busy = false;
        this.fileCode = null;
        this.list = [...this.list, attachment];
      });
      this.onChanged(this.list);
    }
    this.notifier.notify({ kind: 'success', code: toastCode });
  }

  /** A failure that lands after the page opened another session: a toast says so, its form stays as it is. */
  private elsewhere(visit: number): boolean {
    if (visit === this.visit) return false;
    this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
    return true;
  }
}
