import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import { parseLocale } from '../../application/shell/locale.store';
import { useService } from './service-context';

/** English / Français; the choice is kept and sets <html lang> (docs/product-rules.md#product-and-users). */
export const LanguagePicker = observer(function LanguagePicker() {
  const store = useService(APP_TOKENS.LocaleStore);
  const { t } = useLingui();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={store.locale}
        onChange={(e) => {
          const locale = parseLocale(e.target.value);
          if (locale) store.setLocale(locale);
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
});
