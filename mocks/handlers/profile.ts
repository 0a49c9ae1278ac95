import { http, type HttpHandler } from 'msw';
import {
  AVATAR_HEAD_BYTES,
  avatarFormatOf,
  mimeTypeOf,
  validateAvatar,
} from '../../src/domain/validation/avatar-validation';
import { validateBeltNumber } from '../../src/domain/validation/profile-validation';
import { mockClock } from '../clock';
import { ownPlayerOf, toAccountProfile } from '../db/account-queries';
import { updateAccount, updatePlayer } from '../db/account-updates';
import { db } from '../db/mock-db';
import { DEMO_POSITIONS } from '../world/demo-roster';
import { requireAccount, requireOwnAccount } from './auth-guard';
import {
  birthDateField,
  fileField,
  heightField,
  optionalPhone,
  readForm,
  rejectField,
  requireName,
  textField,
  weightField,
} from './form-fields';
import { jsonResponse } from './respond';
import { latestLocalToday } from './time-zone-param';

/**
 * The personal data of the profile (docs/api-account.md#profile): the positions list and
 * the form-data PUT of the personal details and avatar. Settings calls are in account-settings.ts.
 */

/**
 * The avatar as a data URL (`AVATAR_TYPE`, `AVATAR_TOO_LARGE` otherwise: the domain's avatar rule). What the
 * file is comes from its first bytes, as its type in the data URL: the type the form part names is not trusted.
 */
async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = bytes.subarray(0, AVATAR_HEAD_BYTES);
  const code = validateAvatar({ size: bytes.length, head });
  const format = avatarFormatOf(head);
  if (code !== null || format === null) return rejectField(code ?? 'AVATAR_TYPE');
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${mimeTypeOf(format)};base64,${btoa(binary)}`;
}

interface PlayerFields {
  readonly beltNumber: string | null;
  readonly heightCm: number | null;
  readonly weightKg: number | null;
  readonly position: string | null;
}

/** Belt, height, weight and position: only an account with a player of its own has them. */
function readPlayerFields(form: FormData): PlayerFields {
  const beltNumber = textField(form, 'beltNumber');
  const beltCode = validateBeltNumber(beltNumber);
  if (beltCode !== null) rejectField(beltCode);
  const heightCm = heightField(form, 'heightCm');
  const weightKg = weightField(form, 'weightKg');
  const position = textField(form, 'position');
  if (position !== '' && !DEMO_POSITIONS.includes(position)) rejectField('POSITION_INVALID');
  return {
    beltNumber: beltNumber === '' ? null : beltNumber,
    heightCm,
    weightKg,
    position: position === '' ? null : position,
  };
}

export const profileHandlers: HttpHandler[] = [
  http.get('*/api/web/players/positions', ({ request }) => {
    requireAccount(request);
    return jsonResponse([...DEMO_POSITIONS]);
  }),

  /**
   * The personal details (multipart form data; empty means "none"). Fields are checked in form
   * order and the first refused one answers 400 BP_400 with its code. An own player's details are
   * also written to its player record (names, birth date, belt, height, weight, position); the
   * photo stays on the account only (a data URL of up to 1 MB is stored once; the app sends a copy of
   * a few tens of KB, shrunk to 512 pixels).
   */
  http.put('*/api/web/players/:accountId', async ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    const form = await readForm(request);
    const firstName = requireName(form, 'firstName');
    const middleName = textField(form, 'middleName');
    const lastName = requireName(form, 'lastName');
    const birthDate = birthDateField(form, 'birthDate', latestLocalToday(mockClock.now()), false);
    const phone = optionalPhone(form, 'phoneCountryCode', 'phoneNumber');
    const own = ownPlayerOf(db, account);
    const playerFields = own === undefined ? null : readPlayerFields(form);
    const avatar = fileField(form, 'avatar');
    const removeAvatar = textField(form, 'removeAvatar') === 'true';
    const photo = avatar !== null ? await toDataUrl(avatar) : removeAvatar ? null : account.photo;

    const updated = await updateAccount(db, account.id, (draft) => {
      draft.firstName = firstName;
      draft.middleName = middleName === '' ? null : middleName;
      draft.lastName = lastName;
      draft.birthDate = birthDate;
      draft.phone = phone;
      draft.photo = photo;
    });
    if (own !== undefined && playerFields !== null) {
      await updatePlayer(db, own.id, (draft) => {
        draft.firstName = firstName;
        draft.middleName = updated.middleName;
        draft.lastName = lastName;
        // The analysis needs an age: a cleared date keeps the player's last known one.
        if (birthDate !== null) draft.birthDate = birthDate;
        Object.assign(draft, playerFields);
      });
    }
    return jsonResponse(toAccountProfile(db, updated));
  }),
];
