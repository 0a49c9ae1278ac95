import { http, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import { listMails } from '../db/outbox';
import { jsonResponse } from './respond';

/**
 * GET /__mock/outbox (docs/api-account.md#the-demo-mail-outbox): the mails the
 * real backend would have sent, newest last. No authentication: it exists only in the mock backend.
 */
export const outboxHandlers: HttpHandler[] = [http.get('*/api/__mock/outbox', () => jsonResponse(listMails(db)))];
