import { afterAll, beforeAll } from 'vitest';

/** jsdom has <dialog> without show() and close(): for a file's tests, they toggle its open attribute as a browser's do. */
export function standInForDialogs(): void {
  beforeAll(() => {
    Object.defineProperty(HTMLDialogElement.prototype, 'show', {
      configurable: true,
      value: function show(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'close', {
      configurable: true,
      value: function close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'show');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
}
