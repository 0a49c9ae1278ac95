/**
 * A promise the test settles when it wants: a call held until the test answers it, to land an
 * answer after the page or the player has moved on (Promise.withResolvers, which Node 20 lacks).
 */
export function heldAnswer<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
