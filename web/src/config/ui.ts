/** How the screens look and behave: values only the browser uses (the API's limits are in `shared/`). */

// Layout.
export const MOBILE_DRAWER_WIDTH = 280;
export const SELECT_MAX_HEIGHT = 300;
/** The keyword table's numbered page buttons around the current page (the last page is shown besides). */
export const MAX_PAGE_BUTTONS = 5;
/** A progress bar's full value: the processing status reports a percentage. */
export const PROGRESS_MAX = 100;

// Timing.
export const TOOLTIP_ENTER_DELAY_MS = 700;
/** How often the API status bar checks the services again. */
export const API_STATUS_POLL_MS = 300_000;
/** How often the processing dialog asks for the run's progress while it is not complete. */
export const PROCESSING_POLL_MS = 2_000;
/** How long the processing dialog stays open once the run is complete. */
export const PROCESSING_AUTO_CLOSE_MS = 3_000;
/** How often a launch's page asks for its progress while it runs. */
export const LAUNCH_POLL_MS = 2_000;
/** How often the shell and the launches list ask for the progress of the launches that run. */
export const RUNNING_LAUNCHES_POLL_MS = 5_000;
/**
 * How often the shell asks whether a launch runs while none does: one started here refetches at once, one
 * started by an article going live shows within this.
 */
export const IDLE_LAUNCHES_POLL_MS = 30_000;
/** How often the AI Budget tab, and the dashboard while a run waits for budget, read the spend again. */
export const AI_BUDGET_POLL_MS = 30_000;

// Toasts.
/** Toasts on screen at once: a new one replaces the last. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications region. */
export const TOAST_HOTKEY = 'F8';
