import { expect, test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the demo mailbox shows, per locale (src/ui/features/demo-mailbox/locales). */
const TEXT = {
  en: {
    mailbox: 'Demo mailbox',
    noMail: 'Demo mailbox (no mails)',
    oneMail: 'Demo mailbox (1 mail)',
    empty: 'No mail yet. Links that the app would email appear here.',
    resend: 'Resend Activation Email',
    activation: 'Account activation',
    to: 'To: new@example.com',
    now: 'now',
  },
  fr: {
    mailbox: 'Boîte mail de démo',
    noMail: 'Boîte mail de démo (aucun e-mail)',
    oneMail: 'Boîte mail de démo (1 e-mail)',
    empty: 'Aucun e-mail pour l’instant. Les liens que l’application enverrait par e-mail apparaissent ici.',
    resend: 'Renvoyer l’e-mail d’activation',
    activation: 'Activation du compte',
    to: 'À : new@example.com',
    now: 'maintenant',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`demo mailbox (${lang})`, oneSizePerLanguage(lang), () => {
    test('a resent activation mail arrives in the mailbox, and its link opens the confirmation page', async ({
      page,
    }) => {
      const t = TEXT[lang];
      await login(page, 'new@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');

      // Empty at first; Escape closes the panel and gives the focus back to the button.
      const toggle = page
        .getByRole('complementary', { name: t.mailbox })
        .getByRole('button', { name: new RegExp(`^${t.mailbox}`) });
      await expect(toggle).toHaveAccessibleName(t.noMail);
      await toggle.click();
      const panel = page.getByRole('region', { name: t.mailbox });
      await expect(panel.getByRole('status')).toHaveText(t.empty);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // The banner's resend writes an activation mail to the outbox; opening the panel reads it.
      await page.getByRole('button', { name: t.resend }).click();
      await toggle.click();
      const mail = panel.getByRole('listitem').filter({ hasText: t.to });
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText(t.activation);
      await expect(mail.locator('time')).toHaveText(t.now);
      await expect(toggle).toHaveAccessibleName(t.oneMail);
      const axe = await new AxeBuilder({ page }).include('.demo-mailbox').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      // Its link is an in-app link: it opens the confirmation page and closes the panel.
      const link = mail.getByRole('link', { name: /^\/email-confirmation\// });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/email-confirmation\/[^/]+$/);
      await link.click();
      await expect(page).toHaveURL(href ?? '');
      await expect(panel).toHaveCount(0);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(/not found|introuvable/i);
    });
  });
}
