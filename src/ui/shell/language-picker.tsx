import { observer } from 'mobx-react-lite';
import { APP_TOKENS } from '../../application/app.tokens';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { useService } from '../app/service-context';
import { LanguageSelect } from './language-select';

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
