import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { METRIC_GLOSSARY, type GlossaryMetric } from '../../messages/metric-glossary';
import type { PlaybookTopicContent } from './playbook-topic-content';
import { TrainingLoad } from './training-load-section';

function Intro() {
  return (
    <p className="playbook-intro">
      <Trans>
        Every session page shows the same measures: heart rate and its zones, activity points (AP), distance, workload
        and calories. Here is what each one means and how to read it; the info button beside a figure gives the short
        version and a link to its section here.
      </Trans>
    </p>
  );
}

function HeartRate() {
  return (
    <>
      <p>
        <Trans>
          The heart-rate chart draws your heart rate through the whole session, either in beats per minute (bpm) or as a
          percentage of your maximum heart rate. Drag across the chart to zoom into one part of the session.
        </Trans>
      </p>
      <p>
        <Trans>
          Short gaps in the line are normal: a gap means the belt lost contact for more than 10 seconds, and it is shown
          as missing, not as zero.
        </Trans>
      </p>
    </>
  );
}

function MaximumHeartRate() {
  return (
    <>
      <p>
        <Trans>
          Your maximum heart rate is the highest value you have held for 30 seconds in a session. Until we have measured
          one, we estimate it from your age with the Tanaka formula: 208 − 0.7 × age. For a 15-year-old that is about
          198 bpm.
        </Trans>
      </p>
      <p>
        <Trans>
          The session page and your profile say which maximum heart rate is in use and where it comes from. Without a
          date of birth, an age of 30 is assumed: add yours in your profile.
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
            <strong>High</strong>, 80% and above: sprints, pressing, hard intervals and the busiest moments of a game.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Under its figures, the session page shows the time you spent in each of the three zones, in time and as a
          share of the time with a heart-rate reading. Its data table splits it into the five Edwards zones that
          workload counts: 50% to 60%, 60% to 70%, 70% to 80%, 80% to 90%, and 90% and above.
        </Trans>
      </p>
    </>
  );
}

function RedZone() {
  return (
    <p>
      <Trans>
        Time above 80% HRmax, the red zone, is the time you spent at 80% of your maximum heart rate or more, shown as
        time and as a share of the session. It is the clearest sign of how intense a session was: games usually have
        much more of it than a technical training.
      </Trans>
    </p>
  );
}

function ActivityPoints() {
  return (
    <>
      <p>
        <Trans>
          Activity points (AP) are the time you were really moving: faster than a slow walk, that is 1.0 meter per
          second or more. Standing, waiting for your turn or walking back to position does not count.
        </Trans>
      </p>
      <p>
        <Trans>
          AP is shown as time, or as the share of the session you were moving. The leaderboard's minutes are AP minutes.
        </Trans>
      </p>
    </>
  );
}

function Speed() {
  return (
    <p>
      <Trans>
        The speed chart draws how fast you moved through the session, in meters per second (1.0 m/s is 3.6 km/h). The
        time at 1.0 m/s or more is your activity points (AP).
      </Trans>
    </p>
  );
}

function Distance() {
  return (
    <>
      <p>
        <Trans>Distance is how far you moved during the session.</Trans>
      </p>
      <p>
        <Trans>
          As a percentage, it compares this session with your usual session: the average of your sessions of the
          previous 28 days.
        </Trans>
      </p>
    </>
  );
}

function HighSpeedDistance() {
  return (
    <p>
      <Trans>High-speed distance counts only the meters covered at 5.5 m/s (19.8 km/h) or faster.</Trans>
    </p>
  );
}

function Sprints() {
  return (
    <p>
      <Trans>Sprints are efforts of at least 7.0 m/s (25.2 km/h) held for one second or more.</Trans>
    </p>
  );
}

function Workload() {
  return (
    <>
      <p>
        <Trans>
          Workload combines how long and how hard you worked, in TRIMPs (training impulse, after Edwards). Each minute
          counts 1 to 5 points depending on your zone: 1 from 50% to 60% of your maximum heart rate, then one more point
          for every 10%, up to 5 at 90% and above. Ten minutes at 85% give 40 TRIMPs.
        </Trans>
      </p>
      <p>
        <Trans>
          As a percentage, workload compares this session with your average session of the previous 28 days. 100% means
          a usual session for you, 130% a session 30% harder than usual. Distance as a percentage works the same way.
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
          Calories are estimated from your heart rate, weight, age and sex (Keytel and colleagues, 2005). Only the time
          at 50% of your maximum heart rate or more is counted.
        </Trans>
      </p>
      <p>
        <Trans>If calories are missing, add your weight in your profile: without it they cannot be calculated.</Trans>
      </p>
    </>
  );
}

function Met() {
  return (
    <p>
      <Trans>
        MET is the energy you used per kilogram of body weight per hour of the session. Sitting still is about 1 MET; a
        hard session can reach 10 or more. Like calories, it needs your weight.
      </Trans>
    </p>
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
          Durations read in hours and minutes from an hour on (1:05 h), in minutes and seconds below (16:01 min). On the
          session page the heart-rate chart switches between bpm and a percentage of your maximum heart rate.
        </Trans>
      </p>
    </>
  );
}

const name = (metric: GlossaryMetric) => METRIC_GLOSSARY[metric].name;

/** One section per metric of the glossary, under its id and name (the info buttons link here). */
export const readingDataTopic: PlaybookTopicContent = {
  Intro,
  sections: [
    { id: 'heart-rate', title: name('heart-rate'), Body: HeartRate },
    { id: 'hrmax', title: name('hrmax'), Body: MaximumHeartRate },
    { id: 'zones', title: name('zones'), Body: Zones },
    { id: 'red-zone', title: name('red-zone'), Body: RedZone },
    { id: 'activity-points', title: name('activity-points'), Body: ActivityPoints },
    { id: 'speed', title: name('speed'), Body: Speed },
    { id: 'distance', title: name('distance'), Body: Distance },
    { id: 'high-speed-distance', title: name('high-speed-distance'), Body: HighSpeedDistance },
    { id: 'sprints', title: name('sprints'), Body: Sprints },
    { id: 'workload', title: name('workload'), Body: Workload },
    { id: 'training-load', title: msg`Training load`, Body: TrainingLoad },
    { id: 'calories', title: name('calories'), Body: Calories },
    { id: 'met', title: name('met'), Body: Met },
    { id: 'units', title: msg`Units`, Body: Units },
  ],
};
