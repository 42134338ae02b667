import type { Tier } from '../../../common/plans';

/** SVG attributes cannot read the theme's CSS variables, so the charts use the same colours as hex. */
export const CHART_COLORS = {
  primary: '#0f766e',
  grid: '#e2e8f0',
  cursor: '#f1f5f9',
  tiers: { free: '#94a3b8', premium: '#0ea5e9', pro: '#0f766e' } satisfies Record<Tier, string>,
};
