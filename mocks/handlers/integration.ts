import type { HttpHandler } from 'msw';

export const integrationHandlers: HttpHandler[] = [];
