import type { DemoMail, DemoMailbox } from '../../application/ports/demo-mailbox.port';
import { ApiError } from '../../domain/errors/api-error';
import { DEFAULT_REDIRECT_TARGET, safeRedirectTarget } from '../../domain/navigation/redirect-target';
import { DemoMailDto } from './dto/demo-mail.dto';
import { buildDto, listValidationProblems } from './dto/validate-dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

const OUTBOX_PATH = '/__mock/outbox';

/**
 * The link as a same-origin path, by the app's redirect rule (docs/architecture.md#security), or
 * null: the rule falls back to the dashboard for anything it refuses, so that answer counts as a
 * refusal unless the link was the dashboard itself.
 */
function sameOriginPathOf(link: string, origin: string): string | null {
  const target = safeRedirectTarget(link, origin);
  return target === DEFAULT_REDIRECT_TARGET && link !== DEFAULT_REDIRECT_TARGET ? null : target;
}

/**
 * DemoMailbox over the mock backend's `GET /__mock/outbox`
 * (docs/api-account.md#the-demo-mail-outbox). The answer is untrusted: an
 * answer that is not a list is a BAD_RESPONSE; a mail of the wrong shape, with a link that is not
 * a same-origin path, or repeating an id is dropped.
 */
export class HttpDemoMailbox implements DemoMailbox {
  constructor(
    private readonly client: HttpClient,
    /** The app's origin, e.g. `window.location.origin`: links must stay on it. */
    private readonly origin: string,
  ) {}

  async listMails(signal?: AbortSignal): Promise<readonly DemoMail[]> {
    const raw = await this.client.get(OUTBOX_PATH, { signal });
    if (!Array.isArray(raw))
      throw new ApiError('BAD_RESPONSE', 'Malformed answer: not a list', 200, callName('GET', OUTBOX_PATH));
    const seen = new Set<string>();
    const mails: DemoMail[] = [];
    for (const item of raw as unknown[]) {
      const dto = buildDto(DemoMailDto, item);
      if (listValidationProblems(dto).length > 0 || seen.has(dto.id)) continue;
      const link = sameOriginPathOf(dto.link, this.origin);
      if (link === null) continue;
      seen.add(dto.id);
      mails.push({ id: dto.id, kind: dto.kind, to: dto.to, subject: dto.subject, link, sentAt: dto.sentAt });
    }
    return mails;
  }
}
