import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../domain/account/user';
import type { FeaturePageProps } from '../../routing/feature';
import { Breadcrumb } from '../../components/breadcrumb';
import { SHOP_MESSAGES as m } from './shop-messages';
import './shop.css';

const SHOP_BASE_URL = 'https://shop.pulseboard.example';

/** The shop's address in the user's language, e.g. `https://shop.pulseboard.example/fr`. */
export function shopUrl(locale: string): string {
  const known = LOCALES.find((candidate): candidate is Locale => candidate === locale) ?? DEFAULT_LOCALE;
  return `${SHOP_BASE_URL}/${known}`;
}

interface ShopProduct {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
}

const PRODUCTS: readonly ShopProduct[] = [
  { id: 'belts', title: m.beltsTitle, text: m.beltsText },
  { id: 'straps', title: m.strapsTitle, text: m.strapsText },
  { id: 'pods', title: m.podsTitle, text: m.podsText },
];

/** The shop link page (docs/product-rules.md#signed-in-routes): what the shop sells and a link to it in a new tab. */
export function ShopPage({ crumbs }: FeaturePageProps) {
  const { i18n } = useLingui();
  const href = shopUrl(i18n.locale);

  return (
    <div className="page">
      <Breadcrumb crumbs={crumbs} />
      <article className="shop-page" aria-labelledby="shop-title">
        <header className="shop-header">
          <h1 id="shop-title" className="shop-title">
            {i18n._(m.title)}
          </h1>
          <p className="shop-intro">{i18n._(m.intro)}</p>
        </header>

        <section className="shop-products" aria-labelledby="shop-products-title">
          <h2 id="shop-products-title" className="shop-section-title">
            {i18n._(m.productsTitle)}
          </h2>
          <ul className="shop-product-list">
            {PRODUCTS.map((product) => (
              <li key={product.id} className="shop-product">
                <h3 className="shop-product-title">{i18n._(product.title)}</h3>
                <p className="shop-product-text">{i18n._(product.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="shop-sizing" aria-labelledby="shop-sizing-title">
          <h2 id="shop-sizing-title" className="shop-section-title">
            {i18n._(m.sizingTitle)}
          </h2>
          <p>{i18n._(m.sizingText)}</p>
        </section>

        <p className="shop-action">
          <a className="shop-link" href={href} target="_blank" rel="noopener noreferrer">
            {i18n._(m.visitShop)}
            <span className="visually-hidden"> {i18n._(m.newTab)}</span>
            <span className="shop-link-icon" aria-hidden="true">
              ↗
            </span>
          </a>
        </p>
      </article>
    </div>
  );
}
