import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PlaybookTopicContent } from './playbook-topic-content';

function Intro() {
  return (
    <p className="playbook-intro">
      <Trans>
        When a session shows no charts, the message on the session page tells you why. Find it below with what to do
        next, followed by the most common account problems.
      </Trans>
    </p>
  );
}

function NoDataStates() {
  return (
    <dl className="playbook-states">
      <dt>
        <Trans>Missing or invalid data</Trans>
      </dt>
      <dd>
        <Trans>
          The belt recorded too little usable signal for this session, often because the pads were dry or the strap was
          loose. Nothing can be recovered; next time wet the pads and tighten the strap.
        </Trans>
      </dd>
      <dt>
        <Trans>Not synced, from your own app</Trans>
      </dt>
      <dd>
        <Trans>
          The session is still on your belt. Open the mobile app near the belt and keep it open until the sync is
          finished.
        </Trans>
      </dd>
      <dt>
        <Trans>Not synced, in a coach-run session</Trans>
      </dt>
      <dd>
        <Trans>
          Your coach has not uploaded the team's belts yet. There is nothing for you to do; if it lasts more than a day,
          remind your coach.
        </Trans>
      </dd>
      <dt>
        <Trans>Being processed</Trans>
      </dt>
      <dd>
        <Trans>The data has arrived and is being analysed. This usually takes a few minutes: come back later.</Trans>
      </dd>
      <dt>
        <Trans>Failed</Trans>
      </dt>
      <dd>
        <Trans>
          The analysis did not complete. Your coach, or you if you ran the session yourself, can resync it from the
          session page. If it fails again, contact support.
        </Trans>
      </dd>
      <dt>
        <Trans>Belt not worn</Trans>
      </dt>
      <dd>
        <Trans>
          The pod moved but never detected a heartbeat: the belt was in a bag, or not touching the skin. Check how to
          wear it in Getting started.
        </Trans>
      </dd>
      <dt>
        <Trans>Too long</Trans>
      </dt>
      <dd>
        <Trans>
          Sessions longer than 3.5 hours are flagged, and above 4 hours only the first 4 hours are analysed and charted.
          This usually means the pod stayed on the strap after training: unclip it when you finish.
        </Trans>
      </dd>
    </dl>
  );
}

function GapsAndSpikes() {
  return (
    <p>
      <Trans>
        A gap in the heart-rate line means the belt lost contact for more than 10 seconds. Readings below 30 or above
        230 bpm cannot be a real heart rate and are left out. Both usually happen in the first minutes, before sweat
        improves the contact, so wet the pads before you start.
      </Trans>
    </p>
  );
}

function AccessDenied() {
  return (
    <p>
      <Trans>
        “Access denied. Make sure you are logged in using the correct account.” means the session belongs to another
        account, for example a link shared by a teammate, or a child's session opened with your own player account. Log
        out and log in with the right account; parents can also switch child in the sidebar.
      </Trans>
    </p>
  );
}

function Activation() {
  return (
    <>
      <p>
        <Trans>
          Until you confirm your email address, a banner says that your account is not yet activated. Select “Resend
          Activation Email” to get a new confirmation mail, and check your spam folder.
        </Trans>
      </p>
      <p>
        <Trans>
          After a resend the button waits 60 seconds (“Please wait N seconds”) before you can ask again. If your account
          was already activated, you are told so and the banner goes away.
        </Trans>
      </p>
    </>
  );
}

function ExpiredLinks() {
  return (
    <p>
      <Trans>
        Invitation, confirmation and password-reset links work only once and expire after a while. If a link says it is
        no longer valid or was already used, ask for a new one: from the login page for a password, or from your coach
        or club for an invitation.
      </Trans>
    </p>
  );
}

function IntegrationCode() {
  return (
    <p>
      <Trans>
        The integration site gives you a one-time access code for partner apps. It is valid for 60 seconds and can be
        used once. If it expires, go back, log in again to get a new code, copy it with the copy button and paste it
        straight away.
      </Trans>
    </p>
  );
}

export const troubleshootingTopic: PlaybookTopicContent = {
  Intro,
  sections: [
    { id: 'no-data', title: msg`When a session shows no data`, Body: NoDataStates },
    { id: 'gaps-and-spikes', title: msg`Gaps and spikes in the chart`, Body: GapsAndSpikes },
    { id: 'access-denied', title: msg`“Access denied”`, Body: AccessDenied },
    { id: 'activation', title: msg`Activating your account`, Body: Activation },
    { id: 'expired-links', title: msg`Expired or used links`, Body: ExpiredLinks },
    { id: 'integration-code', title: msg`Access code expired`, Body: IntegrationCode },
  ],
};
