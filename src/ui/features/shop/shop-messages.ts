import { msg } from '@lingui/core/macro';

/**
 * Texts of the shop page (src/ui/features/shop). They live in the playbook folder so that
 * they are extracted into the playbook catalog, which is loaded with the help pages.
 */
export const SHOP_MESSAGES = {
  title: msg`Shop`,
  intro: msg`Everything you need to record your sessions, from a first belt to a spare strap. The shop is run on its own website, in your language.`,
  productsTitle: msg`What you can buy`,
  beltsTitle: msg`Heart-rate belts`,
  beltsText: msg`The complete kit: a pod and a strap, ready to pair with the mobile app. Choose it for a new player.`,
  strapsTitle: msg`Straps`,
  strapsText: msg`Spare and replacement straps in sizes for children and adults. A second strap lets one dry while you train with the other.`,
  podsTitle: msg`Pods`,
  podsText: msg`The sensor pod on its own, to replace a lost or broken one. It keeps working with the strap you already have.`,
  sizingTitle: msg`Before you order`,
  sizingText: msg`Measure around the chest, just below the chest muscles, and pick the strap size that covers it. After a new pod arrives, pair it in the app and check the belt number in your profile.`,
  visitShop: msg`Visit the shop`,
  newTab: msg`(opens in a new tab)`,
};
