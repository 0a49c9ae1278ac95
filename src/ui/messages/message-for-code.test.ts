import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setupI18n } from '@lingui/core';
import { messages as en } from './locales/en.po';
import { messages as fr } from './locales/fr.po';
import { DATA_STATES } from '../../domain/data-states/data-state';
import { ERROR_CONTEXTS, decideErrorBehaviour, type ErrorBehaviour } from '../../domain/errors/error-behaviour';
import { API_STATUS_CODES } from '../../domain/errors/api-error';
import { apiErrorMessages } from './api-error-messages';
import { validationMessages } from './validation-messages';
import { findMessageForCode, messageForCode, type MessageCode } from './message-for-code';

const i18n = setupI18n({ locale: 'en', messages: { en, fr } });
const inEnglish = (code: MessageCode) => i18n._(messageForCode(code));
function inFrench(code: MessageCode): string {
  i18n.activate('fr');
  try {
    return i18n._(messageForCode(code));
  } finally {
    i18n.activate('en');
  }
}

// validationMessages is a Record over every ValidationCode, so its keys are all the validation codes.
const allCodes: MessageCode[] = [
  ...(Object.keys(validationMessages) as MessageCode[]),
  ...(Object.keys(apiErrorMessages) as MessageCode[]),
  ...DATA_STATES,
];
const actionBehaviours: readonly ErrorBehaviour[] = ['LOGOUT', 'REFRESH_AND_RETRY', 'MARK_ACTIVE', 'IGNORE'];

describe('messageForCode', () => {
  it.each([
    ['NAME_REQUIRED', 'Name field is required.'],
    ['PHONE_INVALID', 'Only digits allowed with minimum length of 9.'],
    ['HEIGHT_NOT_NUMERIC', 'Please insert numeric characters.'],
    ['BELT_NUMBER_NOT_NUMERIC', 'Please insert numeric characters.'],
    ['WEIGHT_INVALID', 'The weight field must be numeric and may contain up to 2 decimal places.'],
    ['SEGMENT_NUMBER_INVALID', 'Please insert a valid number.'],
    ['SEGMENT_TOO_SHORT', "Segment duration can't be less than 10 seconds."],
    ['SEGMENT_OUT_OF_SCOPE', 'Segment is out of the scope.'],
    ['SEGMENT_DATA_INVALID', 'Please insert a valid data.'],
    ['DESCRIPTION_TOO_LONG', 'Please insert no more than 500 characters for activity description.'],
    ['ADDITIONAL_EMAIL_SAME_AS_ACCOUNT', "You can't enter same email address from the account."],
    ['ADDITIONAL_EMAIL_EXISTS', 'Email already exists for this player.'],
    ['DATE_RANGE_INVALID', 'You must select a valid date range.'],
    ['EMAIL_NOT_REGISTERED', 'Email address not registered in the system.'],
    ['INCORRECT_PASSWORD', 'Incorrect password.'],
    ['LOGIN_FAILED', 'Something went wrong. Please contact technical support.'],
    ['GENERIC_ERROR', 'Something went wrong. Please contact support.'],
    ['TRY_AGAIN_LATER', 'Sorry, something went wrong. Please try again later.'],
    ['ACCESS_DENIED', 'Access denied. Make sure you are logged in using the correct account.'],
    ['INVALID_CREDENTIALS', 'Your email and password combination is invalid.'],
    ['NO_DATA', 'No data found for the selected date range.'],
    ['NO_SESSIONS', 'There are no sessions for this player.'],
    ['NO_TEAMS', 'This player has no teams.'],
    ['EMAIL_ALREADY_REGISTERED', 'Sorry this email is already registered.'],
    ['CURRENT_PASSWORD_INVALID', 'Current password is invalid.'],
    ['ACCOUNT_NOT_ACTIVATED', 'Account is not activated.'],
  ] as const)('%s reads the SPEC text in English', (code, text) => {
    expect(inEnglish(code)).toBe(text);
  });

  it('has French for the weight rule', () => {
    expect(inFrench('WEIGHT_INVALID')).toBe('Le poids doit être numérique et peut contenir jusqu’à 2 décimales.');
  });

  it('has a non-empty English text and a different French translation for every code', () => {
    for (const code of allCodes) {
      const english = inEnglish(code);
      expect(english.length).toBeGreaterThan(0);
      expect(inFrench(code), code).not.toBe(english);
    }
  });

  it('property: every message-carrying behaviour of the error catalogue has a message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ERROR_CONTEXTS),
        fc.constantFrom(...API_STATUS_CODES, 'NETWORK' as const, 'TIMEOUT' as const),
        fc.string(),
        (context, code, desc) => {
          const behaviour = decideErrorBehaviour(context, code, desc);
          if (!actionBehaviours.includes(behaviour)) expect(findMessageForCode(behaviour)).toBeDefined();
        },
      ),
    );
  });

  it('finds untyped codes and refuses unknown or inherited ones', () => {
    expect(findMessageForCode('EMAIL_REQUIRED')).toBe(messageForCode('EMAIL_REQUIRED'));
    expect(findMessageForCode('NOT_A_CODE')).toBeUndefined();
    expect(findMessageForCode('toString')).toBeUndefined();
    expect(findMessageForCode('__proto__')).toBeUndefined();
  });
});
