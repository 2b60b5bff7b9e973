// The IPO screen's tabs (/home/newShare), apart from the rules and the store: each screen's lists are a module of
// their own, so a bundle takes them with that screen only.

/** The four tabs of /home/newShare (spec section 4); a listed share shows under `ended`. */
export const IPO_TABS = ['waiting', 'subscribing', 'awaitingDraw', 'ended'] as const;
export type IpoTab = (typeof IPO_TABS)[number];
