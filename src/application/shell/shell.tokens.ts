import { serviceToken } from '../service-token';
import type { ActivationBannerViewModel } from './activation-banner.view-model';
import type { SidebarViewModel } from './sidebar.view-model';

/** The signed-in layout's view-models: bound with the layout, not in the login page's download. */
export const SHELL_TOKENS = {
  SidebarViewModel: serviceToken<SidebarViewModel>('SidebarViewModel'),
  ActivationBannerViewModel: serviceToken<ActivationBannerViewModel>('ActivationBannerViewModel'),
} as const;
