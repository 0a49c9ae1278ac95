import { describe, expect, it } from 'vitest';
import { minifiedCss } from './first-screen-style.plugin';

describe('the first screen styles as index.html carries them', () => {
  it('drops comments and the blanks around punctuation, and keeps the blanks that mean something', () => {
    const css = `/* base */\n:root {\n  font-family: system-ui, 'Segoe UI', Arial;\n  --shadow: 0 1px 2px rgba(16, 24, 40, 0.06);\n}\n.a > .b, .c :focus-visible { outline: 3px solid #2563eb; }\n`;
    expect(minifiedCss(css)).toBe(
      ":root{font-family:system-ui,'Segoe UI',Arial;--shadow:0 1px 2px rgba(16,24,40,0.06)}.a>.b,.c :focus-visible{outline:3px solid #2563eb}",
    );
  });

  it('leaves minified CSS as it is', () => {
    const once = minifiedCss('h1, h2 { margin: 0 0 0.5em; }\n/* x */ a { color: red }');
    expect(minifiedCss(once)).toBe(once);
  });
});
