import { TOAST_SWIPE_THRESHOLD_PX } from '../config/ui';

/** How far a toast follows the pointer: only rightwards, the one dismiss direction. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}

/** A swipe dismisses once it has gone right past the threshold (50 px). */
export function isSwipeDismiss(offset: number): boolean {
  return offset > TOAST_SWIPE_THRESHOLD_PX;
}
