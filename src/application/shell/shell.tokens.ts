import { serviceToken } from '../service-token';
import type { AccountLanguageStore } from './account-language.store';
import type { ActivationBannerViewModel } from './activation-banner.view-model';
import type { SidebarViewModel } from './sidebar.view-model';

/** The signed-in layout's view-models and stores: bound with the layout, not in the login page's download. */
export const SHELL_TOKENS = {
  SidebarViewModel: serviceToken<SidebarViewModel>('SidebarViewModel'),
  ActivationBannerViewModel: serviceToken<ActivationBannerViewModel>('ActivationBannerViewModel'),
  /** The top bar's language picker, which saves the choice to the account. */
  AccountLanguageStore: serviceToken<AccountLanguageStore>('AccountLanguageStore'),
} as const;
