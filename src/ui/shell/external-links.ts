import type { Locale } from '../../domain/account/user';

/** Sites outside the app (docs/product-rules.md#sidebar-layout) and the support address. The locale is part of each site's URL. */
export const externalLinks = {
  education: (locale: Locale) => `https://education.pulseboard.example/${locale}/`,
  terms: (locale: Locale) => `https://pulseboard.example/${locale}/terms`,
  privacy: (locale: Locale) => `https://pulseboard.example/${locale}/privacy`,
  coppa: (locale: Locale) => `https://pulseboard.example/${locale}/coppa`,
  appStore: 'https://apps.apple.com/app/pulseboard/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.pulseboard',
  /** A mail to support with its subject filled in (where a message says "contact support"). */
  supportMail: (subject: string) => `mailto:support@pulseboard.example?subject=${encodeURIComponent(subject)}`,
} as const;
