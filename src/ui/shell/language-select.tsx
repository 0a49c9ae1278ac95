import { useLingui } from '@lingui/react/macro';
import { parseLocale, type Locale } from '../../domain/account/user';

interface LanguageSelectProps {
  readonly locale: Locale;
  readonly choose: (locale: Locale) => void;
  /** The select's id, when something reads it (index.html's login card, docs/architecture.md#the-first-paint). */
  readonly id?: string;
}

/** English / Français: the select itself, showing `locale` and reporting a choice. Reads no service. */
export function LanguageSelect({ locale, choose, id }: LanguageSelectProps) {
  const { t } = useLingui();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        id={id}
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
