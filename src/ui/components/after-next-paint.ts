/**
 * Runs `then` once the browser has painted the frame under way: in the task after that frame's
 * animation callbacks. A tap's answer paints first, and what can follow it (a page turning inert, a
 * focus that forces a layout) comes after (docs/architecture.md#interactions-on-a-slow-phone).
 * Callbacks run in the order they were asked for. Returns its cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
