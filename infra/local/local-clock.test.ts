import { describe, expect, it } from 'vitest';
import { createLocalClock } from './local-clock';

describe('createLocalClock', () => {
  const base = {
    ms: 1_000_000,
    now() {
      return this.ms;
    },
  };

  it('follows its base clock when no start is given', () => {
    const clock = createLocalClock(base);
    expect(clock.now()).toBe(base.ms);
  });

  it('starts at the given time and runs on at the base clock’s pace', () => {
    const clock = createLocalClock(base, Date.parse('2026-03-08T06:30:00Z'));
    expect(new Date(clock.now()).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    base.ms += 90_000;
    expect(new Date(clock.now()).toISOString()).toBe('2026-03-08T06:31:30.000Z');
  });

  it('is moved by set, and set(undefined) gives it back to the base clock', () => {
    const clock = createLocalClock(base, 0);
    clock.set(Date.parse('2026-11-01T05:30:00Z'));
    base.ms += 1_000;
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-01T05:30:01.000Z');
    clock.set(undefined);
    expect(clock.now()).toBe(base.ms);
  });
});
