import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../config/ui';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast dismisses itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed: the toast is hidden, then dropped after the removal delay. */
  open: boolean;
}

interface Countdown {
  handle?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}

let toasts: ToastItem[] = [];
let counter = 0;
let paused = false;
const listeners = new Set<() => void>();
const countdowns = new Map<string, Countdown>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();
/** News that arrived while a toast was open (`toastWhenFree`), oldest first. */
let waiting: ToastOptions[] = [];

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function startCountdown(id: string, countdown: Countdown): void {
  if (paused || !Number.isFinite(countdown.remaining)) return;
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remaining);
}

function forget(id: string): void {
  clearTimeout(countdowns.get(id)?.handle);
  countdowns.delete(id);
  clearTimeout(removals.get(id));
  removals.delete(id);
}

/** Shows a toast. Only `TOAST_LIMIT` (1) are kept, so a new toast replaces the one on screen. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions) {
  counter += 1;
  const id = String(counter);
  const all = [{ id, title, description, variant, duration, open: true }, ...toasts];
  for (const dropped of all.slice(TOAST_LIMIT)) forget(dropped.id);
  emit(all.slice(0, TOAST_LIMIT));
  const countdown: Countdown = { startedAt: Date.now(), remaining: duration };
  countdowns.set(id, countdown);
  startCountdown(id, countdown);
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Shows a toast once no toast is open. For news that arrives on its own (a new error notification): with
 * one toast at a time, it would otherwise replace the answer to what the person just did ("API credentials
 * updated") before they could read it.
 */
export function toastWhenFree(options: ToastOptions): void {
  if (toasts.some((item) => item.open)) waiting.push(options);
  else toast(options);
}

function showWaiting(): void {
  const next = waiting.shift();
  if (next && !toasts.some((item) => item.open)) toast(next);
  else if (next) waiting.unshift(next);
}

/** Hides one toast (or all without an id); it is dropped from the store after the removal delay. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (targets.length === 0) return;
  for (const item of targets) {
    clearTimeout(countdowns.get(item.id)?.handle);
    countdowns.delete(item.id);
    removals.set(
      item.id,
      setTimeout(() => removeToast(item.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(targets.map((item) => item.id));
  emit(toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)));
  showWaiting();
}

export function removeToast(id: string): void {
  forget(id);
  emit(toasts.filter((item) => item.id !== id));
}

/** Stops every countdown, e.g. while the pointer or keyboard focus is on the notifications. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const countdown of countdowns.values()) {
    clearTimeout(countdown.handle);
    countdown.handle = undefined;
    countdown.remaining -= Date.now() - countdown.startedAt;
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, countdown] of countdowns) startCountdown(id, countdown);
}

/** Clears the store and every timer; for tests. */
export function resetToasts(): void {
  for (const id of [...countdowns.keys(), ...removals.keys()]) forget(id);
  waiting = [];
  paused = false;
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getToasts(): ToastItem[] {
  return toasts;
}

/** The current toasts, plus `toast` and `dismiss` for components that prefer a hook. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
