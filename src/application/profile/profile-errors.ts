import { isApiError } from '../../domain/errors/api-error';
import { decideErrorBehaviour } from '../../domain/errors/error-behaviour';

/** What a failed profile call says when it is not about a field (docs/product-rules.md#error-behaviour). */
export type ProfileCallFailure = 'ACCESS_DENIED' | 'TRY_AGAIN_LATER' | 'GENERIC_ERROR';

export function callFailureOf(error: unknown): ProfileCallFailure {
  if (!isApiError(error)) return 'GENERIC_ERROR';
  const behaviour = decideErrorBehaviour('generic', error.code, error.desc);
  return behaviour === 'ACCESS_DENIED' || behaviour === 'TRY_AGAIN_LATER' ? behaviour : 'GENERIC_ERROR';
}

/** A form-level refusal's code and the field it names (docs/api-account.md#link-tokens: `CODE` or `CODE:field` in a BP_400's desc). */
export interface FormRefusal {
  readonly code: string;
  readonly field: string | null;
}

/** The code of a BP_400 (or of a BP_409 with a code of its own); null for any other failure. */
export function formRefusalOf(error: unknown): FormRefusal | null {
  if (!isApiError(error) || (error.code !== 'BP_400' && error.code !== 'BP_409')) return null;
  const [code = '', field] = error.desc.trim().split(':', 2);
  if (!/^[A-Z][A-Z0-9_]*$/.test(code)) return null;
  return { code, field: field === undefined || field === '' ? null : field };
}
