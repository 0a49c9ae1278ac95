/**
 * The calling codes the sign-up offers beside a phone number (the number itself is digits only,
 * docs/product-rules.md#field-rules). Each with the regions it serves, so that the view can name them
 * in the user's language; the first is the default.
 */
export interface PhoneCountryCode {
  readonly code: string;
  /** ISO 3166 region codes, e.g. `['US', 'CA']` for +1. */
  readonly regions: readonly string[];
}

export const PHONE_COUNTRY_CODES: readonly PhoneCountryCode[] = [
  { code: '+1', regions: ['US', 'CA'] },
  { code: '+44', regions: ['GB'] },
  { code: '+33', regions: ['FR'] },
  { code: '+32', regions: ['BE'] },
  { code: '+41', regions: ['CH'] },
  { code: '+49', regions: ['DE'] },
  { code: '+34', regions: ['ES'] },
  { code: '+39', regions: ['IT'] },
  { code: '+31', regions: ['NL'] },
  { code: '+351', regions: ['PT'] },
  { code: '+353', regions: ['IE'] },
  { code: '+61', regions: ['AU'] },
  { code: '+64', regions: ['NZ'] },
  { code: '+52', regions: ['MX'] },
  { code: '+55', regions: ['BR'] },
];

export const DEFAULT_PHONE_COUNTRY_CODE = PHONE_COUNTRY_CODES[0]!.code;
