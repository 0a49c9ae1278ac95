import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { LoadStatus } from '../../../domain/load/load-status';
import type { WeekShape } from '../../../domain/load/week-shape';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber } from '../../formats/number-format';
import { LOAD_PLAYBOOK_PATH, weekShapeWords } from './load-status-labels';

/**
 * The card's "More" (docs/product-rules.md#load-status): how the last 7 days were spread, in plain
 * words, then Foster's monotony and strain for a coach ("–" when not defined), and the way to the
 * Playbook, where their formulas are. While the verdict is held (`shape` null) the words wait too.
 */
export function LoadStatusMore({ status, shape }: { status: LoadStatus; shape: WeekShape | null }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const monotony = status.monotony === null ? '–' : formatNumber(locales, status.monotony, 2);
  const strain = status.strain === null ? '–' : formatNumber(locales, status.strain);
  return (
    <details className="load-card__more">
      <summary>{t`More`}</summary>
      {shape === null ? (
        <p>{t`How the week was spread shows once every session of the last 7 days has data.`}</p>
      ) : (
        <>
          <p>{i18n._(weekShapeWords[shape])}</p>
          <dl className="load-card__more-figures">
            <div>
              <dt>{t`Monotony`}</dt>
              <dd>{monotony}</dd>
            </div>
            <div>
              <dt>{t`Strain`}</dt>
              <dd>{strain}</dd>
            </div>
          </dl>
        </>
      )}
      <p>
        <Link
          href={LOAD_PLAYBOOK_PATH}
        >{t`How the card is worked out, with monotony and strain, in the Playbook`}</Link>
      </p>
    </details>
  );
}
