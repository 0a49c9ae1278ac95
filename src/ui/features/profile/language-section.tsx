import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../../domain/account/user';
import type { LanguageSettingModel } from '../../../application/profile/language-setting.model';

/** Each language named in itself, as the language picker does. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** The profile's language (docs/product-rules.md#profile-fields): the interface switches at once; saved to the account. */
export const LanguageSection = observer(function LanguageSection({ model }: { model: LanguageSettingModel }) {
  const { t } = useLingui();
  return (
    <section className="card profile-section" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title">{t`Language`}</h2>
      <fieldset className="settings-choice" aria-describedby="profile-language-hint">
        <legend className="visually-hidden">{t`Interface language`}</legend>
        <p id="profile-language-hint" className="field__hint">
          {t`The interface changes at once, and your account keeps the choice.`}
        </p>
        <div className="settings-choice__options">
          {LOCALES.map((locale) => (
            <label key={locale} className="settings-choice__option" lang={locale}>
              <input
                type="radio"
                name="profile-language"
                value={locale}
                checked={model.locale === locale}
                onChange={() => model.choose(locale)}
              />
              <span>{LANGUAGE_NAMES[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
});
