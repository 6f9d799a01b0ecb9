/** The previous release's commit, as previous-release.json names it. */
export const PREVIOUS_RELEASE: string;
/** The path of the previous release's built web app, built (and cached by commit) if needed. */
export function previousReleaseDist(): string;
