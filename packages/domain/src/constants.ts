/** Business constants of spec §9 that more than one place reads. */

export const MOBILE_BREAKPOINT_PX = 768;
export const NAV_OPAQUE_AFTER_PX = 50;
export const CAROUSEL_ADVANCE_MS = 4000;
export const TOAST_DURATION_MS = 4000;
export const ERROR_TOAST_DURATION_MS = 6000;
export const SIDEBAR_GROUPS_LISTED = 5;
export const UNREAD_BADGE_CAP = 99;
export const APP_VERSION = 'v1.0.0';
/** The project's public repository: the landing page's footer link, and where support links point by default. */
export const PROJECT_REPOSITORY_URL = 'https://github.com/habitat-tracker/habitat';
/** A delete's second click must come within this window (spec §9), else the button resets. */
export const TWO_CLICK_DELETE_MS = 3000;
