import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PlaybookTopicContent } from './playbook-topic-content';

function Intro() {
  return (
    <p className="playbook-intro">
      <Trans>
        Once your sessions are coming in, these tools help you look closer, keep notes, compare periods and decide who
        sees what.
      </Trans>
    </p>
  );
}

function Segments() {
  return (
    <>
      <p>
        <Trans>
          A segment marks one part of a session, such as a drill, a small-sided game or the second half, and shows heart
          rate, AP, distance and workload for that part alone.
        </Trans>
      </p>
      <ol className="playbook-steps">
        <li>
          <Trans>Open the session from the calendar and choose to add a segment.</Trans>
        </li>
        <li>
          <Trans>
            Give it a name, then enter its start and end in minutes and seconds from the start of the session.
          </Trans>
        </li>
        <li>
          <Trans>Save. The segment must last at least 10 seconds and lie inside the session.</Trans>
        </li>
      </ol>
      <p>
        <Trans>To remove a segment, delete it from the list and confirm. The session itself is not changed.</Trans>
      </p>
    </>
  );
}

function Attachments() {
  return (
    <>
      <p>
        <Trans>
          Keep what belongs to a session with it: a training plan, a match report, a video link. On the session page you
          can upload a file or add a link to a web page, with an optional name.
        </Trans>
      </p>
      <p>
        <Trans>
          Links must start with http:// or https:// and open in a new tab. Deleting an attachment asks for confirmation
          first.
        </Trans>
      </p>
    </>
  );
}

function Description() {
  return (
    <p>
      <Trans>
        Each session has a description of up to 500 characters: how you felt, the weather, a small injury, what the
        coach asked you to work on. It helps when you look back at a session weeks later.
      </Trans>
    </p>
  );
}

function Dashboard() {
  return (
    <>
      <p>
        <Trans>
          The dashboard shows time in the red zone, AP, distance and workload over time. Choose the time range first:
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>
            <strong>Session</strong>: your latest session (the default);
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Week</strong>: the last 7 days;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Month</strong>: the last 30 days;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Custom</strong>: any range from one date to another.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Then choose one team, all your teams together, or your individual sessions only.</Trans>
      </p>
    </>
  );
}

function Leaderboard() {
  return (
    <>
      <p>
        <Trans>
          The leaderboard ranks teams or players by AP minutes (time earning activity points) and sessions. You can
          change the scope, add up the AP minutes or take the average, and pick the time frame; it starts on the current
          week.
        </Trans>
      </p>
      <p>
        <Trans>
          Your name only appears on the community leaderboard if you agree to it. The first time, a dialog asks you to
          accept or decline; you can change your mind later in your privacy settings.
        </Trans>
      </p>
    </>
  );
}

function Privacy() {
  return (
    <>
      <p>
        <Trans>
          Your coaches see the team sessions they run. For the sessions you record on your own, your profile has two
          settings:
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>show your individual sessions to your coaches, including their attachments and description;</Trans>
        </li>
        <li>
          <Trans>show them to the community through the leaderboard.</Trans>
        </li>
      </ul>
    </>
  );
}

function NotificationEmails() {
  return (
    <>
      <p>
        <Trans>In your profile you can turn each email on or off:</Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>a session summary after each session;</Trans>
        </li>
        <li>
          <Trans>a weekly report every Monday morning;</Trans>
        </li>
        <li>
          <Trans>a weekly individual report every Monday morning.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          You can also send these emails to other addresses, for example a parent's or a personal trainer's. Each new
          address gets a confirmation link and receives nothing until it is confirmed. It must differ from your
          account's email.
        </Trans>
      </p>
    </>
  );
}

export const doingMoreTopic: PlaybookTopicContent = {
  Intro,
  sections: [
    { id: 'segments', title: msg`Mark a drill with a segment`, Body: Segments },
    { id: 'attachments', title: msg`Attachments and links`, Body: Attachments },
    { id: 'description', title: msg`Session description`, Body: Description },
    { id: 'dashboard', title: msg`Dashboard ranges`, Body: Dashboard },
    { id: 'leaderboard', title: msg`The leaderboard`, Body: Leaderboard },
    { id: 'privacy', title: msg`Privacy settings`, Body: Privacy },
    { id: 'notification-emails', title: msg`Notification emails`, Body: NotificationEmails },
  ],
};
