import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { FeaturePageProps } from '../../app/feature';

/**
 * The public pages reached from an email link (docs/product-rules.md#public-routes). Their flows come with the
 * sign-up and profile issues; until then each says so and leads back to the login.
 */
export function SignUpLinkPage({ title }: FeaturePageProps) {
  return (
    <section className="auth-card" aria-labelledby="token-page-title">
      <h1 id="token-page-title">{title}</h1>
      <p>
        <Trans>This page is coming soon. We are building it now.</Trans>
      </p>
      <p className="auth-card__links">
        <Link href="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </section>
  );
}
