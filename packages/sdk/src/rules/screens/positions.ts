// The positions screen's tabs (/position/index): a module of its own, so a bundle takes it with that screen only.

/** The five tabs of /position/index (spec section 2), in order. */
export const POSITION_TABS = ['subscription', 'follow', 'holding', 'history', 'closing'] as const;
export type PositionTab = (typeof POSITION_TABS)[number];
