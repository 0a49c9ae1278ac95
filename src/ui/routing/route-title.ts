import type { MessageDescriptor } from '@lingui/core';
import type { FeatureRoute, RouteParams } from './feature';

/** The message a route's tab is named with, for these parameters (docs/architecture.md#the-feature-manifest). */
export function routeTitleOf(route: FeatureRoute, params: RouteParams): MessageDescriptor {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}
