/**
 * Runs `work` once the browser has painted what is on screen now: the next frame, then the task after it.
 * For work a screen does not show (fetching a form's schema ahead of its first validation), so it never
 * holds back or competes with the first paint. Returns a cancel function, for an effect's cleanup.
 */
export function afterFirstPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
