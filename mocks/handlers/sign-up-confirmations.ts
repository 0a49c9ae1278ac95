import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { findPlayerById } from '../db/account-queries';
import { updateAccount, updatePlayer } from '../db/account-updates';
import { redeemLinkToken } from '../db/link-tokens';
import { db } from '../db/mock-db';
import { newMembershipRecord } from '../db/new-records';
import type { LinkTokenRecord, PlayerRecord, TeamRecord } from '../db/schemas';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { accountOfLink, rejectInvalidLink, requireLink } from './link-guard';
import { jsonResponse } from './respond';

/**
 * The confirmations of docs/api-account.md#sign-up-and-confirmations:
 * the activation link, a parent's confirmation of a child, an organisation's invitation. No bearer token.
 */

function childOfLink(link: LinkTokenRecord): PlayerRecord {
  return (link.playerId === null ? undefined : findPlayerById(db, link.playerId)) ?? rejectInvalidLink();
}

function childConfirmationBody(link: LinkTokenRecord): {
  childFirstName: string;
  childLastName: string;
  parentEmail: string;
} {
  const child = childOfLink(link);
  return { childFirstName: child.firstName, childLastName: child.lastName, parentEmail: accountOfLink(link).email };
}

function teamOfLink(link: LinkTokenRecord): TeamRecord {
  return db.teams.findFirst((q) => q.where({ id: link.teamId ?? '' })) ?? rejectInvalidLink();
}

/** `{email, firstName, teamName, organization}`; the invited account must have a player of its own. */
function invitationBody(link: LinkTokenRecord): {
  email: string;
  firstName: string;
  teamName: string;
  organization: string;
  playerId: string;
} {
  const account = accountOfLink(link);
  const team = teamOfLink(link);
  if (account.playerId === null) return rejectInvalidLink();
  return {
    email: account.email,
    firstName: account.firstName,
    teamName: team.name,
    organization: team.organization,
    playerId: account.playerId,
  };
}

export const signUpConfirmationHandlers: HttpHandler[] = [
  /** The activation link: the account becomes ACTIVE; answers `{email}`. */
  http.get('*/api/player-sign-up/email-confirm/:token', async ({ params }) => {
    const link = requireLink('ACTIVATION', params['token']);
    const account = await updateAccount(db, accountOfLink(link).id, (draft) => {
      draft.status = 'ACTIVE';
      draft.emailConfirmed = true;
    });
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse({ email: account.email });
  }),

  http.get('*/api/player-sign-up/child-confirmation/:token', ({ params }) => {
    return jsonResponse(childConfirmationBody(requireLink('CHILD_CONFIRMATION', params['token'])));
  }),

  /** Links the child to the parent account (the parent then acts for the child). */
  http.put('*/api/player-sign-up/child-confirmation/:token', async ({ params }) => {
    const link = requireLink('CHILD_CONFIRMATION', params['token']);
    const body = childConfirmationBody(link);
    const parentId = accountOfLink(link).id;
    await updatePlayer(db, childOfLink(link).id, (draft) => {
      draft.parentAccountId = parentId;
    });
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse(body);
  }),

  http.get('*/api/player-sign-up/organization-invite/:token', ({ params }) => {
    const { playerId: _playerId, ...body } = invitationBody(requireLink('ORGANIZATION_INVITE', params['token']));
    return jsonResponse(body);
  }),

  /** The player joins the team (once, however often the demo link is used). */
  http.put('*/api/player-sign-up/organization-invite/:token', async ({ params }) => {
    const link = requireLink('ORGANIZATION_INVITE', params['token']);
    const { playerId, ...body } = invitationBody(link);
    // Lay the demo sessions out from the world as seeded first: joining a team must not change past sessions.
    await ensureDemoSessions();
    const membership = newMembershipRecord(teamOfLink(link).id, playerId);
    if (db.memberships.findFirst((q) => q.where({ id: membership.id })) === undefined)
      await db.memberships.create(membership);
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse(body);
  }),
];
