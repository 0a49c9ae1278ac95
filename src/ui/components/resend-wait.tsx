import { Plural, Trans } from '@lingui/react/macro';
import './resend-wait.css';
import { SECONDS_PER_MINUTE } from '../../domain/units/time-units';

/**
 * A resend button's label while it waits (docs/product-rules.md#resend-waits): the spec's "Please wait N seconds"
 * up to a minute, then whole minutes (a server's limit may ask for most of an hour).
 */
export function ResendWaitLabel({ seconds }: { seconds: number }) {
  if (seconds <= SECONDS_PER_MINUTE)
    return <Plural value={seconds} one="Please wait # second" other="Please wait # seconds" />;
  const minutes = Math.ceil(seconds / SECONDS_PER_MINUTE);
  return <Plural value={minutes} one="Please wait # minute" other="Please wait # minutes" />;
}

/**
 * Why the button waits after the server's limit (docs/api.md#too-many-requests). Only the reason is announced
 * (a status); the wait beside it changes every second and is read, not announced.
 */
export function TooManyRequestsNotice({
  seconds,
  className,
  id,
}: {
  seconds: number;
  className?: string;
  id?: string;
}) {
  const minutes = Math.ceil(seconds / SECONDS_PER_MINUTE);
  return (
    <div id={id} className={['resend-limit', className].filter(Boolean).join(' ')}>
      <p role="status">
        <Trans>You have asked for this email several times in a short while.</Trans>
      </p>
      <p>
        {seconds <= SECONDS_PER_MINUTE ? (
          <Plural value={seconds} one="You can ask again in # second." other="You can ask again in # seconds." />
        ) : (
          <Plural value={minutes} one="You can ask again in # minute." other="You can ask again in # minutes." />
        )}
      </p>
    </div>
  );
}
