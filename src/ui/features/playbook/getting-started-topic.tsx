import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PlaybookTopicContent } from './playbook-topic-content';

function Intro() {
  return (
    <p className="playbook-intro">
      <Trans>
        From unboxing your belt to seeing your first session: the steps below take about ten minutes, and you only do
        most of them once.
      </Trans>
    </p>
  );
}

function PairTheBelt() {
  return (
    <>
      <p>
        <Trans>
          Your belt has two parts: a soft strap with two sensor pads, and a small pod that clips onto it and records
          your heart rate and movement.
        </Trans>
      </p>
      <ol className="playbook-steps">
        <li>
          <Trans>
            Install the Pulseboard mobile app from the App Store or Google Play (links at the bottom of the sidebar).
          </Trans>
        </li>
        <li>
          <Trans>Log in to the app with the same email and password you use here.</Trans>
        </li>
        <li>
          <Trans>Clip the pod onto the strap, then choose “Pair a belt” in the app and follow the prompts.</Trans>
        </li>
        <li>
          <Trans>
            Check that the belt number printed on the pod matches the one in your profile; your coach uses it to find
            your data after team sessions.
          </Trans>
        </li>
      </ol>
    </>
  );
}

function WearTheBelt() {
  return (
    <>
      <p>
        <Trans>
          Good contact with your skin is what makes the heart-rate line clean. Most gaps in a chart come from a dry or
          loose strap.
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>Wet the two sensor pads with water (or a little saliva) just before you put the belt on.</Trans>
        </li>
        <li>
          <Trans>
            Wear it directly on the skin, just below the chest muscles, with the pod at the front in the middle.
          </Trans>
        </li>
        <li>
          <Trans>Make it snug: it should not slide down when you jump, yet you should still breathe freely.</Trans>
        </li>
        <li>
          <Trans>
            After training, unclip the pod, rinse the strap and let it dry; wash the strap by hand now and then.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function RecordAndSync() {
  return (
    <>
      <p>
        <Trans>
          The pod records on its own as soon as it touches skin, so there is nothing to start. In a team session your
          coach may collect and upload every belt for you.
        </Trans>
      </p>
      <p>
        <Trans>
          If you trained on your own, open the mobile app after the session, near your belt, and let it sync. The
          session reaches Pulseboard within a few minutes, once it has been processed.
        </Trans>
      </p>
    </>
  );
}

function FindYourSession() {
  return (
    <>
      <p>
        <Trans>
          Open the Calendar from the sidebar. Each session appears on its day, marked as a game, a training, an
          individual session or another kind of event.
        </Trans>
      </p>
      <p>
        <Trans>
          Use the filters to show only some session types or teams, and switch between month and week views. Your choice
          is remembered the next time you come back. Select a session to open its charts.
        </Trans>
      </p>
    </>
  );
}

function ForParents() {
  return (
    <>
      <p>
        <Trans>
          A parent account looks after one or more child players. Each child has their own belt, sessions and settings.
        </Trans>
      </p>
      <p>
        <Trans>
          Use the child picker in the sidebar to choose whose data you see. The calendar, dashboard, session history,
          leaderboard and profile then all show that child until you switch again.
        </Trans>
      </p>
    </>
  );
}

function CompleteYourProfile() {
  return (
    <>
      <p>
        <Trans>
          A few profile details make your numbers more accurate. Open Profile from the top of the sidebar and check:
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>your date of birth, which sets your estimated maximum heart rate;</Trans>
        </li>
        <li>
          <Trans>your weight, without which calories cannot be calculated;</Trans>
        </li>
        <li>
          <Trans>your language and units (meters or miles, cm/kg or ft/lb).</Trans>
        </li>
      </ul>
    </>
  );
}

export const gettingStartedTopic: PlaybookTopicContent = {
  Intro,
  sections: [
    { id: 'pair-your-belt', title: msg`Pair your belt`, Body: PairTheBelt },
    { id: 'wear-it-right', title: msg`Wear it right`, Body: WearTheBelt },
    { id: 'record-and-sync', title: msg`Record and sync a session`, Body: RecordAndSync },
    { id: 'find-your-session', title: msg`Find your session in the calendar`, Body: FindYourSession },
    { id: 'for-parents', title: msg`For parents: switch between children`, Body: ForParents },
    { id: 'complete-your-profile', title: msg`Complete your profile`, Body: CompleteYourProfile },
  ],
};
