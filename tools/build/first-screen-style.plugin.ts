import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** CSS without comments and without the blanks around its punctuation; a quoted font name keeps its inner blank. */
export function minifiedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Puts the first screen's styles (`cssFile`, from the project root) into index.html's head as one inline style
 * element, id first-screen-style (docs/architecture.md#the-first-paint): the login card the page carries paints with
 * the page, before any stylesheet or script arrives. The security policy allows it by its hash
 * (security-policy.plugin.ts). Dev and build alike; an edit of the file reloads the dev page.
 */
export function firstScreenStylePlugin(cssFile: string): Plugin {
  let file = path.resolve(cssFile);
  return {
    name: 'pulseboard-first-screen-style',
    configResolved(config) {
      file = path.resolve(config.root, cssFile);
    },
    transformIndexHtml() {
      return [
        {
          tag: 'style',
          attrs: { id: 'first-screen-style' },
          children: minifiedCss(readFileSync(file, 'utf8')),
          injectTo: 'head',
        },
      ];
    },
    handleHotUpdate({ file: changed, server }) {
      if (path.resolve(changed) === file) server.ws.send({ type: 'full-reload' });
    },
  };
}
