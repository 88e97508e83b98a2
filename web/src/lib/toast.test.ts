// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../config/ui';
import {
  dismissToast,
  pauseToasts,
  resetToasts,
  resumeToasts,
  toast,
  toastWhenFree,
  useToast,
} from './toast';

function current() {
  return renderHook(() => useToast()).result.current.toasts;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast with its title, description and variant', () => {
    toast({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' });
    expect(current()).toEqual([
      expect.objectContaining({
        title: 'Login failed',
        description: 'Invalid credentials',
        variant: 'destructive',
        open: true,
      }),
    ]);
  });

  it('shows news at once when no toast is open, and after the open one closes otherwise', () => {
    toastWhenFree({ title: 'Gemini stopped working', variant: 'destructive' });
    expect(current().map((item) => item.title)).toEqual(['Gemini stopped working']);
    dismissToast();

    toast({ title: 'API credentials updated' });
    toastWhenFree({ title: 'OpenAI stopped working', variant: 'destructive' });
    expect(
      current()
        .filter((item) => item.open)
        .map((item) => item.title),
    ).toEqual(['API credentials updated']);

    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(
      current()
        .filter((item) => item.open)
        .map((item) => item.title),
    ).toEqual(['OpenAI stopped working']);
  });

  it('defaults to the default variant and the contract duration', () => {
    toast({ title: 'Saved' });
    expect(current()[0]).toMatchObject({ variant: 'default', duration: TOAST_DURATION_MS });
  });

  it('keeps only one toast: a new one replaces the previous one', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    toast({ title: 'Third' });
    expect(current().map((item) => item.title)).toEqual(['Third']);
  });

  it('dismisses itself after 5000 ms, then is removed after the removal delay', () => {
    toast({ title: 'Keyword deleted' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(current()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(current()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(current()).toEqual([]);
  });

  it('does not let a replaced toast dismiss its successor', () => {
    toast({ title: 'First' });
    vi.advanceTimersByTime(4000);
    toast({ title: 'Second' });
    vi.advanceTimersByTime(1500);
    expect(current()[0]).toMatchObject({ title: 'Second', open: true });
  });

  it('dismisses on demand', () => {
    const { id } = toast({ title: 'Export successful' });
    dismissToast(id);
    expect(current()[0]?.open).toBe(false);
  });

  it('pauses the countdown while paused and resumes with the time left', () => {
    toast({ title: 'Processing started' });
    vi.advanceTimersByTime(3000);
    pauseToasts();
    vi.advanceTimersByTime(60_000);
    expect(current()[0]?.open).toBe(true);
    resumeToasts();
    vi.advanceTimersByTime(1999);
    expect(current()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(current()[0]?.open).toBe(false);
  });
});
