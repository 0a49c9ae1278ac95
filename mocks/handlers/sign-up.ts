import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { findAccountByEmail } from '../db/account-queries';
import { sameEmail } from '../db/account-updates';
import { redeemLinkToken } from '../db/link-tokens';
import { db } from '../db/mock-db';
import { newAccountRecord, newMembershipRecord, newPlayerRecord, newRecordId } from '../db/new-records';
import { sendLinkMail } from '../db/outbox';
import { hashPassword } from '../db/secrets';
import type { AccountRecord, LinkTokenRecord } from '../db/schemas';
import {
  birthDateField,
  heightField,
  optionalPhone,
  rawField,
  readForm,
  requireConsent,
  requireEmail,
  requireName,
  requirePhone,
  weightField,
} from './form-fields';
import { requireLink } from './link-guard';
import { validateNewPassword } from './password-rules';
import { jsonResponse, rejectWith } from './respond';
import { latestLocalToday } from './time-zone-param';

/**
 * The sign-up of an invitation (docs/api-account.md#sign-up-and-confirmations):
 * the invitation, whether its email is registered, and the form-data POST. No bearer token.
 */

interface SignUpForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly birthDate: string;
  readonly phone: AccountRecord['phone'];
  readonly heightCm: number | null;
  readonly weightKg: number | null;
}

/** The fields every sign-up has, in form order; the first refused one answers 400 BP_400 with its code. */
function readSignUpForm(form: FormData, child: boolean): SignUpForm {
  const firstName = requireName(form, 'firstName');
  const lastName = requireName(form, 'lastName');
  const email = child ? '' : requireEmail(form, 'email');
  const password = validateNewPassword(rawField(form, 'password'));
  const birthDate = birthDateField(form, 'birthDate', latestLocalToday(mockClock.now()), true) ?? '';
  const phone = optionalPhone(form, 'phoneCountryCode', 'phoneNumber');
  const heightCm = heightField(form, 'heightCm');
  const weightKg = weightField(form, 'weightKg');
  requireConsent(form, 'termsAccepted');
  requireConsent(form, 'privacyAccepted');
  return { firstName, lastName, email, password, birthDate, phone, heightCm, weightKg };
}

function teamNameOf(link: LinkTokenRecord): string {
  return db.teams.findFirst((q) => q.where({ id: link.teamId ?? '' }))?.name ?? '';
}

/** The new player and, when the invitation names a team, its membership. */
async function createPlayer(
  link: LinkTokenRecord,
  fields: SignUpForm,
  owner: { accountId?: string; parentAccountId?: string | null },
): Promise<string> {
  const playerId = newRecordId('pl');
  await db.players.create(
    newPlayerRecord({
      id: playerId,
      firstName: fields.firstName,
      lastName: fields.lastName,
      birthDate: fields.birthDate,
      heightCm: fields.heightCm,
      weightKg: fields.weightKg,
      ...owner,
    }),
  );
  if (link.teamId !== null) await db.memberships.create(newMembershipRecord(link.teamId, playerId));
  return playerId;
}

/** An adult: ACTIVE when the invited email was kept, else NOT_VERIFIED with an activation mail. */
async function signUpAdult(link: LinkTokenRecord, fields: SignUpForm): Promise<Response> {
  if (findAccountByEmail(db, fields.email) !== undefined) return rejectWith(409, 'BP_409', 'EMAIL_ALREADY_REGISTERED');
  const accountId = newRecordId('acc');
  const status = sameEmail(fields.email, link.email) ? 'ACTIVE' : 'NOT_VERIFIED';
  const playerId = await createPlayer(link, fields, { accountId });
  await db.accounts.create(
    newAccountRecord({
      id: accountId,
      email: fields.email,
      password: await hashPassword(fields.password),
      status,
      playerId,
      firstName: fields.firstName,
      lastName: fields.lastName,
      birthDate: fields.birthDate,
      phone: fields.phone,
    }),
  );
  const now = mockClock.now();
  if (status === 'NOT_VERIFIED')
    await sendLinkMail(db, 'ACTIVATION', fields.email, { accountId, email: fields.email }, now);
  await redeemLinkToken(db, link, now);
  return jsonResponse({ email: fields.email, status });
}

/**
 * A child: the child player joins the team. A registered parent email gets a child-confirmation
 * mail (the child waits for it); otherwise a NOT_VERIFIED parent account is created with the
 * password given and an activation mail goes out.
 */
async function signUpChild(link: LinkTokenRecord, fields: SignUpForm, form: FormData): Promise<Response> {
  const parentFirstName = requireName(form, 'parentFirstName');
  const parentLastName = requireName(form, 'parentLastName');
  const parentEmail = requireEmail(form, 'parentEmail');
  const parentPhone = requirePhone(form, 'parentPhoneCountryCode', 'parentPhoneNumber');
  requireConsent(form, 'coppaAccepted');
  requireConsent(form, 'guardianConfirmed');
  const now = mockClock.now();
  const parent = findAccountByEmail(db, parentEmail);
  if (parent !== undefined) {
    const playerId = await createPlayer(link, fields, { parentAccountId: null });
    await sendLinkMail(
      db,
      'CHILD_CONFIRMATION',
      parent.email,
      { accountId: parent.id, email: parent.email, playerId, firstName: fields.firstName, lastName: fields.lastName },
      now,
    );
    await redeemLinkToken(db, link, now);
    return jsonResponse({ email: parent.email, status: parent.status });
  }
  const accountId = newRecordId('acc');
  await db.accounts.create(
    newAccountRecord({
      id: accountId,
      email: parentEmail,
      password: await hashPassword(fields.password),
      status: 'NOT_VERIFIED',
      playerId: null,
      firstName: parentFirstName,
      lastName: parentLastName,
      phone: parentPhone,
      parentId: newRecordId('parent'),
    }),
  );
  await createPlayer(link, fields, { parentAccountId: accountId });
  await sendLinkMail(db, 'ACTIVATION', parentEmail, { accountId, email: parentEmail }, now);
  await redeemLinkToken(db, link, now);
  return jsonResponse({ email: parentEmail, status: 'NOT_VERIFIED' });
}

export const signUpHandlers: HttpHandler[] = [
  /** The invitation: `{email, firstName, lastName, teamName, child}` (a child's: its names, no email). */
  http.get('*/api/player-sign-up/:token', ({ params }) => {
    const link = requireLink('SIGN_UP', params['token']);
    return jsonResponse({
      email: link.email,
      firstName: link.firstName,
      lastName: link.lastName,
      teamName: teamNameOf(link),
      child: link.child,
    });
  }),

  http.get('*/api/player-sign-up/email-check/:token', ({ params }) => {
    const link = requireLink('SIGN_UP', params['token']);
    return jsonResponse({ registered: link.email !== '' && findAccountByEmail(db, link.email) !== undefined });
  }),

  /** Answers `{email, status}` of the new account (a child's: of the parent account). */
  http.post('*/api/player-sign-up/:token', async ({ params, request }) => {
    const link = requireLink('SIGN_UP', params['token']);
    const form = await readForm(request);
    const fields = readSignUpForm(form, link.child);
    return link.child ? signUpChild(link, fields, form) : signUpAdult(link, fields);
  }),
];
