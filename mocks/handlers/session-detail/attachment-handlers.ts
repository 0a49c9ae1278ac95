import { http, type HttpHandler } from 'msw';
import {
  ATTACHMENT_NAME_MAX_LENGTH,
  describeAttachment,
  normaliseAttachmentLink,
  validateAttachmentFile,
  validateAttachmentLink,
} from '../../../src/domain/activity/attachment-rules';
import { countCodePoints } from '../../../src/domain/validation/credentials-validation';
import { updateSession } from '../../db/sessions';
import type { StoredAttachment } from '../../db/session-schemas';
import { fileAttachment } from '../../world/sessions/showcase-sessions';
import { jsonResponse, rejectWith } from '../respond';
import { toAttachment } from './activity-presenter';
import { requireReadableSession } from './session-access';

const attachmentsPath = '*/api/web/player-activities/:activityId/attachments';

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return rejectWith(400, 'BP_400', 'Malformed multipart body');
  }
}

function readName(form: FormData, field: string): string | null {
  const value = form.get(field);
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (countCodePoints(value.trim()) > ATTACHMENT_NAME_MAX_LENGTH)
    return rejectWith(400, 'BP_400', 'ATTACHMENT_NAME_TOO_LONG');
  return value.trim();
}

/**
 * The attachment stored for each `Idempotency-Key`, by session (session id and key). Kept in memory: a repeat
 * comes from the page that sent the first attempt; after a reload or a reset the key simply stores again.
 */
const storedByKey = new Map<string, StoredAttachment>();

/** The attachment an earlier request with this key stored, if the session still has it. */
function storedEarlier(
  sessionKey: string | null,
  attachments: readonly StoredAttachment[],
): StoredAttachment | undefined {
  const earlier = sessionKey === null ? undefined : storedByKey.get(sessionKey);
  if (earlier === undefined) return undefined;
  // The same id and content: after a reset, an id can name another attachment.
  const fields = ['id', 'kind', 'url', 'fileName', 'sizeBytes', 'description'] as const;
  return attachments.find((item) => fields.every((field) => item[field] === earlier[field]));
}

/**
 * Attachments (our paths: docs/product-rules.md#calls). POST multipart with either `file`
 * (at most 10 MB: larger answers 413 BP_431) or `url` (http/https only, else 400 BP_400
 * LINK_NOT_HTTP) and an optional `fileName`. Answers the new attachment (201). A POST that repeats the
 * `Idempotency-Key` of one already stored for the session is answered with that attachment, stored once.
 * Uploaded files are not kept: the demo lists them with a placeholder address.
 */
export const attachmentHandlers: HttpHandler[] = [
  http.post(attachmentsPath, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, String(params['activityId']));
    const key = request.headers.get('Idempotency-Key');
    const sessionKey = key === null || key.trim() === '' ? null : `${record.id}\n${key}`;
    const earlier = storedEarlier(sessionKey, record.attachments);
    if (earlier !== undefined) return jsonResponse(toAttachment(earlier), 201);
    const form = await readForm(request);
    const file = form.get('file');
    const id = `${record.id}-a${record.nextItemNumber}`;
    let attachment: StoredAttachment;
    if (file instanceof Blob) {
      const fileCode = validateAttachmentFile(file.size);
      if (fileCode === 'FILE_TOO_LARGE') return rejectWith(413, 'BP_431', fileCode);
      if (fileCode !== null) return rejectWith(400, 'BP_400', fileCode);
      const name =
        readName(form, 'fileName') ??
        ('name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : 'attachment');
      attachment = fileAttachment(id, name, file.size);
    } else {
      const raw = form.get('url');
      const linkCode = validateAttachmentLink(typeof raw === 'string' ? raw : '');
      const url = typeof raw === 'string' ? normaliseAttachmentLink(raw) : null;
      if (linkCode !== null || url === null) return rejectWith(400, 'BP_400', linkCode ?? 'LINK_INVALID');
      const fileName = readName(form, 'fileName');
      attachment = { id, kind: 'link', url, fileName, sizeBytes: null, description: describeAttachment(url, fileName) };
    }
    await updateSession(record.id, (draft) => {
      draft.attachments.push(attachment);
      draft.nextItemNumber += 1;
    });
    if (sessionKey !== null) storedByKey.set(sessionKey, attachment);
    return jsonResponse(toAttachment(attachment), 201);
  }),

  http.delete(`${attachmentsPath}/:attachmentId`, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, String(params['activityId']));
    const attachmentId = String(params['attachmentId']);
    if (!record.attachments.some((item) => item.id === attachmentId))
      return rejectWith(404, 'BP_404', 'Attachment not found');
    await updateSession(record.id, (draft) => {
      draft.attachments = draft.attachments.filter((item) => item.id !== attachmentId);
    });
    return jsonResponse({});
  }),
];
