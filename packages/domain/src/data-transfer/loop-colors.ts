import { DEFAULT_HABIT_COLOR, PRESET_COLORS, type PresetColor } from '../habit-colors';

/**
 * Loop Habit Tracker's 20 habit colours, by palette index (its PaletteColor.toCsvColor). Habits.csv
 * writes the hex code; an index is accepted too, as some tools that convert Loop data write one.
 */
const LOOP_PALETTE = [
  '#D32F2F',
  '#E64A19',
  '#F57C00',
  '#FF8F00',
  '#F9A825',
  '#AFB42B',
  '#7CB342',
  '#388E3C',
  '#00897B',
  '#00ACC1',
  '#039BE5',
  '#1976D2',
  '#303F9F',
  '#5E35B1',
  '#8E24AA',
  '#D81B60',
  '#5D4037',
  '#303030',
  '#757575',
  '#AAAAAA',
] as const;

const HEX = /^#?([0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1] as string, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Hue in degrees (0–360) and saturation (0–1) of an RGB colour, as HSL defines them. */
function hueAndSaturation([r, g, b]: [number, number, number]): { hue: number; saturation: number } {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const sector =
    max === rr ? ((gg - bb) / delta) % 6 : max === gg ? (bb - rr) / delta + 2 : (rr - gg) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation };
}

const GREY: PresetColor = '#64748b';

/**
 * The preset colour closest to a Loop colour (hex code or palette index); indigo when unreadable.
 * Greys go to slate; other colours to the preset of nearest hue, since Loop's material colours are
 * darker than the presets and a plain RGB distance would send its green to slate.
 */
export function nearestPresetColor(loopColor: string): PresetColor {
  const text = loopColor.trim();
  const index = /^\d{1,2}$/.test(text) ? Number(text) : -1;
  const target = rgb(index >= 0 ? (LOOP_PALETTE[index] ?? '') : text);
  if (!target) return DEFAULT_HABIT_COLOR;
  const { hue, saturation } = hueAndSaturation(target);
  if (saturation < 0.15) return GREY;
  let best: PresetColor = DEFAULT_HABIT_COLOR;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const preset of PRESET_COLORS) {
    const candidate = rgb(preset);
    if (preset === GREY || !candidate) continue;
    const gap = Math.abs(hueAndSaturation(candidate).hue - hue);
    const d = Math.min(gap, 360 - gap);
    if (d < bestDistance) {
      best = preset;
      bestDistance = d;
    }
  }
  return best;
}
