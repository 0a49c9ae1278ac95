import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';

/**
 * Binds the calendar adapters and view-models (issue 4). Called once by the composition
 * root with the shared player-API client.
 */
export function bindCalendarFeature(container: Container, http: () => HttpClient): void {
  void container;
  void http;
}
