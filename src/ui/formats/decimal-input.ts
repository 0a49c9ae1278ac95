/**
 * Numbers in the inputs a reader types into (the profile's height and weight), written with the
 * reader's decimal mark (docs/product-rules.md#units): "11,3" in French, "11.3" in English. The
 * mark comes from Intl for the formatting locales; the parsers take either mark back.
 */

/** The decimal mark the locales write, "." or ","; "." for any other mark, which no input parser takes. */
export function decimalMarkOf(locales: readonly string[]): '.' | ',' {
  const mark = new Intl.NumberFormat([...locales]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}

/**
 * A number as an input shows it: a whole decimal ("76.5", "76,5") takes the reader's mark; anything
 * else (empty, "11." half typed, "abc") is left as typed, so the caret never jumps while typing.
 */
export function withDecimalMark(text: string, mark: '.' | ','): string {
  return text.replace(/^(\s*\d+)[.,](\d+\s*)$/u, `$1${mark}$2`);
}
