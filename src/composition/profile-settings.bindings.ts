import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';

/** Binds the profile's settings sections (language, privacy, notifications, additional emails); called by bindProfileFeature. */
export function bindProfileSettings(_container: Container, _http: () => HttpClient): void {}
