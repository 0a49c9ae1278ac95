import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PlaybookTopicContent } from './playbook-topic-content';

function Intro() {
  return (
    <p className="playbook-intro">
      <Trans>
        Every session page shows the same four measures: heart rate, active participation, distance and workload.
        Here is what each one means and how to read it.
      </Trans>
    </p>
  );
}

function HeartRateChart() {
  return (
    <>
      <p>
        <Trans>
          The heart-rate chart draws your heart rate through the whole session, either in beats per minute (bpm) or
          as a percentage of your maximum heart rate. Drag across the chart to zoom into one part of the session.
        </Trans>
      </p>
      <p>
        <Trans>
          Your maximum heart rate is the highest value you have held for 30 seconds in a session. Until we have
          measured one, we estimate it from your age with the Tanaka formula: 208 − 0.7 × age. For a 15-year-old
          that is about 198 bpm.
        </Trans>
      </p>
      <p>
        <Trans>
          Short gaps in the line are normal: a gap means the belt lost contact for more than 10 seconds, and it is
          shown as missing, not as zero.
        </Trans>
      </p>
    </>
  );
}

function Zones() {
  return (
    <>
      <p>
        <Trans>The chart is shaded in three zones, each a share of your maximum heart rate:</Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>
            <strong>Low</strong>, below 60%: warming up, walking, recovering between drills.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Moderate</strong>, from 60% to 80%: steady running and most technical work.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>High</strong>, 80% and above: sprints, pressing, hard intervals and the busiest moments of a
            game.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function RedZone() {
  return (
    <p>
      <Trans>
        Time in the red zone is the time you spent above 80% of your maximum heart rate, shown in minutes and
        seconds and as a share of the session. It is the clearest sign of how intense a session was: games usually
        have much more of it than a technical training.
      </Trans>
    </p>
  );
}

function ActiveParticipation() {
  return (
    <>
      <p>
        <Trans>
          Active participation (AP) is the time you were really moving: faster than a slow walk, that is more than
          1.0 meter per second. Standing, waiting for your turn or walking back to position does not count.
        </Trans>
      </p>
      <p>
        <Trans>
          AP is shown as time (minutes and seconds) or as AP %, the share of the session you were active. The
          leaderboard's active minutes are AP minutes.
        </Trans>
      </p>
    </>
  );
}

function Distance() {
  return (
    <>
      <p>
        <Trans>Distance is how far you moved during the session.</Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>
            <strong>High-speed distance</strong> counts only the meters covered at 5.5 m/s (19.8 km/h) or faster.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Sprints</strong> are efforts of at least 7.0 m/s (25.2 km/h) held for one second or more.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function Workload() {
  return (
    <>
      <p>
        <Trans>
          Workload combines how long and how hard you worked, in TRIMPs (training impulse, after Edwards). Each minute
          counts 1 to 5 points depending on your zone: 1 from 50% to 60% of your maximum heart rate, then one more
          point for every 10%, up to 5 at 90% and above. Ten minutes at 85% give 40 TRIMPs.
        </Trans>
      </p>
      <p>
        <Trans>
          As a percentage, workload compares this session with your average session of the previous 28 days. 100%
          means a usual session for you, 130% a session 30% harder than usual. Distance as a percentage works the
          same way.
        </Trans>
      </p>
    </>
  );
}

function Calories() {
  return (
    <>
      <p>
        <Trans>
          Calories are estimated from your heart rate, weight, age and sex (Keytel and colleagues, 2005). Only the
          time at 50% of your maximum heart rate or more is counted. MET, in the session history, is the energy you
          used per kilogram per hour.
        </Trans>
      </p>
      <p>
        <Trans>
          If calories are missing, add your weight in your profile: without it they cannot be calculated.
        </Trans>
      </p>
    </>
  );
}

function Units() {
  return (
    <>
      <p>
        <Trans>
          In your profile you can choose meters or miles for distance, and cm/kg or ft/lb for height and weight. In
          miles, distances are shown with two decimals (1 mile is 1,609.34 meters).
        </Trans>
      </p>
      <p>
        <Trans>
          On the session page each measure can also switch its unit: heart rate in bpm or %, AP as time or %,
          workload in TRIMPs or %, distance in meters or %.
        </Trans>
      </p>
    </>
  );
}

export const readingDataTopic: PlaybookTopicContent = {
  Intro,
  sections: [
    { id: 'heart-rate-chart', title: msg`The heart-rate chart`, Body: HeartRateChart },
    { id: 'zones', title: msg`Heart-rate zones`, Body: Zones },
    { id: 'red-zone', title: msg`Time in the red zone`, Body: RedZone },
    { id: 'active-participation', title: msg`Active participation (AP)`, Body: ActiveParticipation },
    { id: 'distance', title: msg`Distance and high-speed distance`, Body: Distance },
    { id: 'workload', title: msg`Workload`, Body: Workload },
    { id: 'calories', title: msg`Calories`, Body: Calories },
    { id: 'units', title: msg`Units`, Body: Units },
  ],
};
