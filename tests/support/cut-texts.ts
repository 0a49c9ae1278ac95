import type { Locator } from '@playwright/test';

/**
 * The texts inside `root` (a card) that a reader cannot read whole, each described: cut by a box
 * that hides its overflow (a fixed height), wider than their own box, or sticking out of `root`.
 * Texts not drawn (a closed table) or visually hidden (1 px, for screen readers) are left out, and
 * so is what a scrolling box holds. Empty when every text shows whole.
 */
export function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const cut: string[] = [];
    const box = container.getBoundingClientRect();
    const clips = (element: Element) =>
      ['hidden', 'clip'].includes(getComputedStyle(element).overflowX) ||
      ['hidden', 'clip'].includes(getComputedStyle(element).overflowY);
    const scrolls = (element: Element) =>
      /auto|scroll/u.test(getComputedStyle(element).overflowX + getComputedStyle(element).overflowY);
    /** Inside a 1-px box that hides its overflow: text for screen readers only (a chart's data table). */
    const hiddenFromSight = (element: Element) => {
      for (let up = element.parentElement; up !== null && up !== container; up = up.parentElement) {
        const frame = up.getBoundingClientRect();
        if (clips(up) && (frame.width <= 1 || frame.height <= 1)) return true;
      }
      return false;
    };
    for (const element of container.querySelectorAll('*')) {
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const rect = element.getBoundingClientRect();
      if (!own || rect.width <= 1 || rect.height <= 1 || hiddenFromSight(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim()}"`;
      if (
        rect.left < box.left - 1 ||
        rect.right > box.right + 1 ||
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1
      )
        cut.push(`outside its container: ${name}`);
      // A block whose words are wider than it spills over its neighbour (a column of figures).
      if (
        element instanceof HTMLElement &&
        getComputedStyle(element).display !== 'inline' &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1
      )
        cut.push(`wider than its box: ${name}`);
      for (let up: Element | null = element; up !== null && up !== container.parentElement; up = up.parentElement) {
        if (scrolls(up)) break;
        if (!clips(up)) continue;
        const frame = up.getBoundingClientRect();
        const inside =
          rect.top >= frame.top - 1 &&
          rect.bottom <= frame.bottom + 1 &&
          rect.left >= frame.left - 1 &&
          rect.right <= frame.right + 1;
        if (!inside || up.scrollHeight > up.clientHeight + 1)
          cut.push(`cut by ${up.tagName.toLowerCase()}.${up.getAttribute('class') ?? ''}: ${name}`);
      }
    }
    return cut;
  });
}
