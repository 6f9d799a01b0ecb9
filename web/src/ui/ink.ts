const DARK_INK = '#0f172a';
const LIGHT_INK = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white); null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The ink that reads on a colour the person picked (a habit's check mark on its own colour): white
 * or near-black, whichever contrasts more. Unknown colours get white, as on the default indigo.
 */
export function inkOn(background: string): string {
  const fill = luminance(background);
  if (fill === null) return LIGHT_INK;
  const dark = luminance(DARK_INK) ?? 0;
  return contrast(fill, 1) >= contrast(fill, dark) ? LIGHT_INK : DARK_INK;
}
