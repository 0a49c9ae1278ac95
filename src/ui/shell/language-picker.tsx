import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import { parseLocale } from '../../application/shell/locale.store';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import type { Locale } from '../../domain/account/user';
import { useService } from '../app/service-context';

/** English / Français: the select itself, showing `locale` and reporting a choice. */
function LanguageSelect({ locale, choose }: { locale: Locale; choose: (locale: Locale) => void }) {
  const { t } = useLingui();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={locale}
        onChange={(e) => {
          const chosen = parseLocale(e.target.value);
          if (chosen) choose(chosen);
        }}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="fr" lang="fr">
          Français
        </option>
      </select>
    </label>
  );
}

/**
 * The public pages' picker: the choice is kept in this browser and sets <html lang>
 * (docs/product-rules.md#product-and-users); a login then speaks the account's language.
 */
export const LanguagePicker = observer(function LanguagePicker() {
  const store = useService(APP_TOKENS.LocaleStore);
  return <LanguageSelect locale={store.locale} choose={(locale) => store.setLocale(locale)} />;
});

/**
 * The signed-in top bar's picker: the choice is kept in this browser and saved to the account, as the
 * profile's language section does; a failed save is ignored (docs/product-rules.md#sidebar-layout).
 */
export const AccountLanguagePicker = observer(function AccountLanguagePicker() {
  const store = useService(SHELL_TOKENS.AccountLanguageStore);
  return <LanguageSelect locale={store.locale} choose={(locale) => store.choose(locale)} />;
});
