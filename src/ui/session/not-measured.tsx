import { useLingui } from '@lingui/react/macro';

/**
 * A figure that was not measured (AP, distance, high-speed distance or sprints without speed or
 * distance, docs/product-rules.md#not-measured): a dash to the eye, "Not measured" to a screen
 * reader, never a 0. Shared by the session page's segments and the file page's selected span.
 */
export function NotMeasured() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t`Not measured`}</span>
    </>
  );
}
