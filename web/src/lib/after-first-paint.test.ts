// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('runs the work only after the next frame, in the task after it', () => {
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled(); // no frame yet
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled(); // the frame itself paints first
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs the work once cancelled, before or after the frame', () => {
    const beforeFrame = vi.fn();
    afterFirstPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterFirstPaint(afterFrame);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
