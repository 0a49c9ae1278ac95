import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Locale } from '../../../domain/account/user';
import type { SignUpViewModel } from '../../../application/sign-up/sign-up.view-model';
import type { SignUpFormModel } from '../../../application/sign-up/sign-up-form.model';
import { externalLinks } from '../../shell/external-links';
import { messageForCode } from '../../messages/message-for-code';
import { loginHref } from './link-state-card';
import { SignUpBirthDate, SignUpConsent, SignUpPhone, SignUpText } from './sign-up-fields';
import { signUpFailureMessages } from './sign-up-messages';

/** A policy link: opens in a new tab, so that what was typed stays. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const AdultFields = observer(function AdultFields({ form }: { form: SignUpFormModel }) {
  const { t } = useLingui();
  return (
    <fieldset className="sign-up__section">
      <legend>{t`Your details`}</legend>
      <div className="sign-up__row">
        <SignUpText form={form} field="firstName" label={t`First Name`} autoComplete="given-name" />
        <SignUpText form={form} field="lastName" label={t`Last Name`} autoComplete="family-name" />
      </div>
      <SignUpText
        form={form}
        field="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t`You will log in with this address. Another address than the invited one must be confirmed first.`}
      />
      <SignUpBirthDate form={form} legend={t`Date of Birth`} />
      <SignUpPhone
        form={form}
        field="phoneNumber"
        codeField="phoneCountryCode"
        label={t`Phone Number`}
        hint={t`Optional. Digits only.`}
      />
    </fieldset>
  );
});

const ChildFields = observer(function ChildFields({ form }: { form: SignUpFormModel }) {
  const { t } = useLingui();
  return (
    <>
      <fieldset className="sign-up__section">
        <legend>{t`Your child`}</legend>
        <div className="sign-up__row">
          <SignUpText form={form} field="firstName" label={t`First Name`} autoComplete="off" />
          <SignUpText form={form} field="lastName" label={t`Last Name`} autoComplete="off" />
        </div>
        <SignUpBirthDate form={form} legend={t`Date of Birth`} />
      </fieldset>
      <fieldset className="sign-up__section">
        <legend>{t`You, the parent or guardian`}</legend>
        <div className="sign-up__row">
          <SignUpText form={form} field="parentFirstName" label={t`Parent First Name`} autoComplete="given-name" />
          <SignUpText form={form} field="parentLastName" label={t`Parent Last Name`} autoComplete="family-name" />
        </div>
        <SignUpText
          form={form}
          field="parentEmail"
          label={t`Parent Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t`You will log in with this address to follow your child.`}
        />
        <SignUpPhone
          form={form}
          field="parentPhoneNumber"
          codeField="parentPhoneCountryCode"
          label={t`Parent Phone Number`}
          hint={t`Digits only.`}
        />
      </fieldset>
    </>
  );
});

const BodyFields = observer(function BodyFields({ form }: { form: SignUpFormModel }) {
  const { t } = useLingui();
  return (
    <div className="sign-up__row">
      <SignUpText form={form} field="height" label={t`Height (cm)`} inputMode="decimal" hint={t`Optional.`} />
      <SignUpText form={form} field="weight" label={t`Weight (kg)`} inputMode="decimal" hint={t`Optional.`} />
    </div>
  );
});

const Consents = observer(function Consents({ form, locale }: { form: SignUpFormModel; locale: Locale }) {
  const childName = form.values.firstName.trim();
  return (
    <fieldset className="sign-up__section sign-up__consents">
      <legend>
        <Trans>Confirmations</Trans>
      </legend>
      <SignUpConsent form={form} field="termsAccepted">
        <Trans>
          I accept the <PolicyLink href={externalLinks.terms(locale)}>Terms of Use</PolicyLink>.
        </Trans>
      </SignUpConsent>
      <SignUpConsent form={form} field="privacyAccepted">
        <Trans>
          I accept the <PolicyLink href={externalLinks.privacy(locale)}>Privacy Policy</PolicyLink>.
        </Trans>
      </SignUpConsent>
      {form.kind === 'child' ? (
        <>
          <SignUpConsent form={form} field="coppaAccepted">
            <Trans>
              I have read and accept the <PolicyLink href={externalLinks.coppa(locale)}>COPPA Policy</PolicyLink> on
              children’s privacy.
            </Trans>
          </SignUpConsent>
          <SignUpConsent form={form} field="guardianConfirmed">
            {childName !== '' ? (
              <Trans>I confirm that I am the parent or legal guardian of {childName}.</Trans>
            ) : (
              <Trans>I confirm that I am the parent or legal guardian of this child.</Trans>
            )}
          </SignUpConsent>
        </>
      ) : null}
    </fieldset>
  );
});

/** The sign-up form of an adult or of a child's parent (docs/product-rules.md#sign-up-fields). */
export const SignUpForm = observer(function SignUpForm({ vm, form }: { vm: SignUpViewModel; form: SignUpFormModel }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const locale = i18n.locale as Locale;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await vm.submit();
    // After a refused submit, the first field in error takes the focus (its message is read with it).
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="sign-up__form">
      {vm.emailTaken ? (
        <div className="form-error sign-up__taken" role="alert" tabIndex={-1}>
          <p>{i18n._(messageForCode('EMAIL_ALREADY_REGISTERED'))}</p>
          <Link href={loginHref(form.accountEmail)}>
            <Trans>Log in with this email</Trans>
          </Link>
        </div>
      ) : null}
      {form.kind === 'child' ? <ChildFields form={form} /> : <AdultFields form={form} />}
      <fieldset className="sign-up__section">
        <legend>{form.kind === 'child' ? t`Your password` : t`Password`}</legend>
        <div className="sign-up__row">
          <SignUpText
            form={form}
            field="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            hint={
              form.kind === 'child'
                ? t`8 to 50 characters. You will log in with your email and this password.`
                : t`8 to 50 characters.`
            }
          />
          <SignUpText
            form={form}
            field="passwordConfirmation"
            label={t`Confirm Password`}
            type="password"
            autoComplete="new-password"
          />
        </div>
      </fieldset>
      <fieldset className="sign-up__section">
        <legend>{form.kind === 'child' ? t`Your child’s height and weight` : t`Height and weight`}</legend>
        <BodyFields form={form} />
      </fieldset>
      <Consents form={form} locale={locale} />
      {vm.failure !== null ? (
        <p className="form-error" role="alert" tabIndex={-1}>
          {i18n._(signUpFailureMessages[vm.failure])}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={vm.pending}>
        {vm.pending ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
      </button>
    </form>
  );
});
