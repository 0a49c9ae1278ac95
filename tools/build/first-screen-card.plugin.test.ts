import { describe, expect, it } from 'vitest';
import { CARD_PLACEHOLDER, SCRIPT_PLACEHOLDER, withFirstScreen, withFrenchWords } from './first-screen-card.plugin';

describe("the login card's French, as index.html carries it", () => {
  it('puts each translated element’s French beside its English, escaped as React escaped it', () => {
    const english =
      '<section><h1 id="t">Log in</h1><p class="lead">See what&#x27;s &amp; why</p><svg><text>Pulseboard</text></svg></section>';
    const french =
      '<section><h1 id="t">Se connecter</h1><p class="lead">Voyez ce qu’il y a &amp; pourquoi</p><svg><text>Pulseboard</text></svg></section>';
    expect(withFrenchWords(english, french)).toBe(
      '<section><h1 id="t" data-fr="Se connecter">Log in</h1><p class="lead" data-fr="Voyez ce qu’il y a &amp; pourquoi">See what&#x27;s &amp; why</p><svg><text>Pulseboard</text></svg></section>',
    );
  });

  it('leaves a card without translated words as it is', () => {
    expect(withFrenchWords('<p>Pulseboard</p>', '<p>Pulseboard</p>')).toBe('<p>Pulseboard</p>');
  });

  it('refuses words the script could not swap: a translated attribute, a sentence around markup, other markup', () => {
    expect(() => withFrenchWords('<input placeholder="Email"/>', '<input placeholder="E-mail"/>')).toThrow(
      /differ where only an element/,
    );
    expect(() => withFrenchWords('<p>Read <a>this</a> now</p>', '<p>Lisez <a>ceci</a> maintenant</p>')).toThrow(
      /differ where only an element/,
    );
    expect(() => withFrenchWords('<p>One</p>', '<p>Un</p><p>De plus</p>')).toThrow(/differ in markup/);
  });
});

describe('index.html with its first screen', () => {
  const page = `<body>${CARD_PLACEHOLDER}<div id="root"></div>${SCRIPT_PLACEHOLDER}</body>`;

  it('takes the card and the script in place of the placeholders', () => {
    expect(withFirstScreen(page, { card: '<div id="login-shell">$&</div>', script: 'go()' })).toBe(
      '<body><div id="login-shell">$&</div><div id="root"></div><script>go()</script></body>',
    );
  });

  it('fails without its placeholders, or with a script that would close its element early', () => {
    expect(() => withFirstScreen('<body></body>', { card: '', script: '' })).toThrow(CARD_PLACEHOLDER);
    expect(() => withFirstScreen(page, { card: '', script: 'a("</script>")' })).toThrow(/closing script tag/);
  });
});
