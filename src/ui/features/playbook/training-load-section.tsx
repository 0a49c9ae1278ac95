import { Trans } from '@lingui/react/macro';

/**
 * The Playbook's section on the dashboard's Training load card (docs/product-rules.md#load-status):
 * what its figures are, why it holds back its verdict while sessions have no data, and the formulas
 * of monotony and strain that its "More" puts in plain words.
 */
export function TrainingLoad() {
  return (
    <>
      <p>
        <Trans>
          The dashboard's Training load card compares the last 7 days with your usual week. The last 7 days are the
          TRIMPs of today and the 6 days before; the usual week is the average week of the 3 weeks before them. The
          ratio divides the first by the second: 1.00 is a week like your usual one.
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>
            <strong>Lighter than usual</strong>: a ratio below 0.75;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>About usual</strong>: from 0.75 to 1.44;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A step up</strong>: above 1.44, up to 1.80;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A big jump</strong>: above 1.80.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The chart draws each day of the last six weeks as the card would have shown it that day: the TRIMPs of the 7
          days ending that day, and the usual week before them. Its last point is the figure above it.
        </Trans>
      </p>
      <p>
        <Trans>
          A session counts once its data is synced and processed. While a session of the last 7 days has no data yet,
          the card names it and does not judge the week, since a week whose data has not arrived is not a week of rest;
          a ratio is then marked provisional.
        </Trans>
      </p>
      <p>
        <Trans>
          Under More, the card says how the last 7 days were spread: hard and easy days alternate, or every day about
          the same. This comes from Foster's monotony and strain:
        </Trans>
      </p>
      <ul className="playbook-list">
        <li>
          <Trans>
            <strong>monotony</strong> = the average daily load of the last 7 days ÷ the standard deviation of those 7
            daily loads. Above 2.0, the card reads every day about the same;
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>strain</strong> = the load of the last 7 days × monotony.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          When every day had the same load, the deviation is 0 and neither is defined. The card describes your week
          against your usual week: it is not an injury prediction.
        </Trans>
      </p>
    </>
  );
}
