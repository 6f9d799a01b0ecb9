/**
 * Victory styles for every chart here. Colours are theme variables, so axes and grid follow the light
 * and dark themes; they reach the SVG as React style props (set through the CSSOM), which the app's
 * Content Security Policy allows where inline <style> elements and attributes are refused.
 */

export const AXIS_STYLE = {
  axis: { stroke: 'var(--border)' },
  ticks: { stroke: 'transparent' },
  tickLabels: { fill: 'var(--text-muted)', fontSize: 11, fontFamily: 'inherit', padding: 6 },
};

export const DEPENDENT_AXIS_STYLE = {
  ...AXIS_STYLE,
  axis: { stroke: 'transparent' },
  grid: { stroke: 'var(--border)', strokeDasharray: '3 4' },
};

/** Victory blocks touch gestures by default; these charts have none, so a swipe must scroll the page. */
export const CONTAINER_STYLE = { touchAction: 'auto' };
