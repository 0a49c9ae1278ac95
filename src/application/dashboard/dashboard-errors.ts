import { isApiError } from '../../domain/errors/api-error';
import { decideErrorBehaviour } from '../../domain/errors/error-behaviour';

/**
 * What a failed dashboard call shows (docs/product-rules.md#error-behaviour): BP_404 is the
 * no-data state ('No data found for the selected date range.'), or on the first load the
 * no-sessions state; a network failure or time-out asks to try again later; anything else is
 * the generic error. Every error state comes with a retry.
 */
export type DashboardErrorCode = 'TRY_AGAIN_LATER' | 'GENERIC_ERROR';
export type DashboardFailure =
  { readonly kind: 'empty' } | { readonly kind: 'error'; readonly code: DashboardErrorCode };

export function classifyDashboardFailure(
  error: unknown,
  context: 'dashboard' | 'dashboard-first-load',
): DashboardFailure {
  if (!isApiError(error)) return { kind: 'error', code: 'GENERIC_ERROR' };
  const behaviour = decideErrorBehaviour(context, error.code, error.desc);
  if (behaviour === 'NO_DATA' || behaviour === 'NO_SESSIONS') return { kind: 'empty' };
  return { kind: 'error', code: behaviour === 'TRY_AGAIN_LATER' ? 'TRY_AGAIN_LATER' : 'GENERIC_ERROR' };
}
