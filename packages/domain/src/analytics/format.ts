/** A rate as the UI shows it: '—' when nothing was due (not 0%), else a whole percent. */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
