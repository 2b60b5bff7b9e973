/**
 * The layout audit's measurements, run inside the page (`page.evaluate(probeLayout, options)`): what a customer
 * would see as broken on a phone, from the rendered boxes and text runs rather than from the DOM's text.
 * Self-contained (it is serialised into the page): no imports, no helpers outside the function.
 */

export const defectKinds = [
  /** The document or the page's scroller is wider than the viewport: the page pans sideways. */
  'page-wider',
  /** Text or a control lies partly outside the viewport (and not in a sideways scroller). */
  'off-screen',
  /** Text cut by a box that hides its overflow, without an ellipsis. */
  'clipped',
  /** Text ellipsised with its full text nowhere to read (no `title`, no accessible name holding it). */
  'ellipsis-unreachable',
  /** Two boxes or two texts side by side drawn over each other. */
  'overlap',
  /** Text or a control closer to the screen's side than the gutter, or a page whose gutter differs. */
  'gutter',
  /** An image that failed to load. */
  'broken-image',
  /** A box that should show data with no size, or a value cell left empty. */
  'zero-size',
  /** A loading placeholder still shown after every answer arrived. */
  'still-loading',
  /** In the signed-in frame the document scrolls, so the header and tab bar leave the screen. */
  'shell-scrolls',
] as const;
export type DefectKind = (typeof defectKinds)[number];

export interface LayoutDefect {
  kind: DefectKind;
  /** The element: tag, role or label, and its text. */
  where: string;
  detail: string;
}

export interface ProbeOptions {
  /** The side gutter of page content, in CSS pixels. */
  gutter: number;
}

export interface ProbeResult {
  defects: LayoutDefect[];
  /** Left edge of the leftmost ink in the page content that does not bleed across the full width. */
  gutterLeft: number | null;
}

export async function probeLayout({ gutter }: ProbeOptions): Promise<ProbeResult> {
  const W = document.documentElement.clientWidth;
  const defects: LayoutDefect[] = [];
  const seen = new Set<string>();
  const styleOf = (el: Element) => getComputedStyle(el);

  const describe = (el: Element): string => {
    const role = el.getAttribute('role');
    const label = el.getAttribute('aria-label');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 48);
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${label.slice(0, 32)}"]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const add = (kind: DefectKind, el: Element, detail: string) => {
    const where = describe(el);
    const key = `${kind}|${where}|${detail}`;
    if (seen.has(key)) return;
    seen.add(key);
    defects.push({ kind, where, detail });
  };
  const px = (n: number) => Math.round(n * 10) / 10;

  // Images finish before measuring (an image still decoding is not broken).
  await Promise.all(
    [...document.images].map((img) =>
      img.complete ? null : new Promise((r) => img.addEventListener('loadend', r, { once: true })),
    ),
  );
  await document.fonts.ready;

  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  /** Visually hidden text for screen readers (1 px boxes clipped away) is not looked at. */
  const srOnly = (el: Element) => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      const s = styleOf(e);
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') return true;
      if (s.clipPath === 'inset(50%)' || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(s.clip))
        return true;
    }
    return false;
  };
  /** A box that scrolls sideways on purpose (a row of chips or tabs), as opposed to a page that pans. */
  const sidewaysScroller = (el: Element) => {
    const s = styleOf(el);
    return (
      (s.overflowX === 'auto' || s.overflowX === 'scroll') &&
      el.scrollHeight <= el.clientHeight + 1 &&
      el.clientHeight < window.innerHeight / 3
    );
  };
  const clips = (value: string) => value !== 'visible';

  interface Clip {
    el: Element;
    rect: DOMRect;
    x: boolean;
    y: boolean;
    scrollsX: boolean;
    scrollsY: boolean;
  }
  const clipCache = new Map<Element, Clip[]>();
  const clippersOf = (el: Element): Clip[] => {
    const cached = clipCache.get(el);
    if (cached) return cached;
    const parent = el.parentElement;
    const out = parent ? [...clippersOf(parent)] : [];
    if (parent) {
      const s = styleOf(parent);
      const x = clips(s.overflowX);
      const y = clips(s.overflowY);
      if (x || y) {
        const scroll = (v: string) => v === 'auto' || v === 'scroll';
        out.push({
          el: parent,
          rect: parent.getBoundingClientRect(),
          x,
          y,
          scrollsX: scroll(s.overflowX) && sidewaysScroller(parent),
          scrollsY: scroll(s.overflowY),
        });
      }
    }
    clipCache.set(el, out);
    return out;
  };
  const inSidewaysScroller = (el: Element) => clippersOf(el).some((c) => c.scrollsX);
  /** What clips a text run: the boxes around its element and the element itself. */
  const textClippers = (el: Element): Clip[] => {
    const s = styleOf(el);
    const x = clips(s.overflowX);
    const y = clips(s.overflowY);
    const own = { el, rect: el.getBoundingClientRect(), x, y, scrollsX: false, scrollsY: false };
    return x || y ? [...clippersOf(el), own] : clippersOf(el);
  };

  /** The full text is reachable: a `title` or an accessible name on the element or an ancestor holds it. */
  const reachable = (el: Element, text: string) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      for (const name of ['title', 'aria-label']) {
        const value = e.getAttribute(name);
        if (value?.includes(text)) return true;
      }
    }
    return false;
  };

  // The page content: the shell's main, or the whole body for pages without the shell.
  const shell = document.querySelector('[data-tsumiki-shell]');
  const main = (shell?.querySelector('main') ?? document.body) as HTMLElement;
  if (shell && document.scrollingElement && document.scrollingElement.scrollHeight > window.innerHeight + 1)
    add(
      'shell-scrolls',
      document.body,
      `document ${document.scrollingElement.scrollHeight} px tall in ${window.innerHeight}`,
    );
  if (document.documentElement.scrollWidth > W + 1)
    add(
      'page-wider',
      document.documentElement,
      `document ${document.documentElement.scrollWidth} px in ${W}`,
    );
  for (const el of document.querySelectorAll('*')) {
    const s = styleOf(el);
    if (!(s.overflowX === 'auto' || s.overflowX === 'scroll') || sidewaysScroller(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1 && shown(el))
      add('page-wider', el, `scrolls ${el.scrollWidth} px in ${el.clientWidth}`);
  }

  // Text runs: off-screen, clipped, ellipsised; and every run's box, for the gutter and overlap checks.
  interface Run {
    el: Element;
    /** The run's box as seen: cut to the boxes that clip it. */
    rect: DOMRect;
  }
  const seenPart = (rect: DOMRect, el: Element) => {
    let { left, top, right, bottom } = rect;
    for (const clip of textClippers(el)) {
      if (clip.x) [left, right] = [Math.max(left, clip.rect.left), Math.min(right, clip.rect.right)];
      if (clip.y) [top, bottom] = [Math.max(top, clip.rect.top), Math.min(bottom, clip.rect.bottom)];
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  const runs: Run[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const el = node.parentElement;
    if (!text || !el || !shown(el) || srOnly(el)) continue;
    if (el.closest('script, style, noscript, template')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const seenRect = seenPart(rect, el);
      runs.push({ el, rect: seenRect });
      const scrolled = inSidewaysScroller(el);
      // What a box cuts off is judged below (clipped or ellipsised); off-screen is what shows past the edge.
      if (!scrolled && seenRect.width > 0 && (seenRect.right > W + 1 || seenRect.left < -1))
        add('off-screen', el, `text ${px(seenRect.left)}..${px(seenRect.right)} in ${W}`);
      for (const clip of textClippers(el)) {
        const outX = !scrolled && (rect.right > clip.rect.right + 1 || rect.left < clip.rect.left - 1);
        const outY = rect.bottom > clip.rect.bottom + 1 || rect.top < clip.rect.top - 1;
        if ((clip.x && outX && !clip.scrollsX) || (clip.y && outY && !clip.scrollsY)) {
          // An ellipsis, on one line (text-overflow) or after a few (line clamp), is a design's choice.
          const ellipsis = [styleOf(clip.el), styleOf(el)].some(
            (cs) =>
              cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== ''),
          );
          if (!ellipsis)
            add('clipped', el, `text ${px(rect.left)}..${px(rect.right)} cut by ${describe(clip.el)}`);
          else if (!reachable(el, text)) add('ellipsis-unreachable', el, `"${text.slice(0, 40)}" ellipsised`);
          break;
        }
      }
    }
  }

  // Controls and pictures: off-screen, clipped, broken, empty.
  const controls = document.querySelectorAll(
    'button, input, select, textarea, img, canvas, svg:not(svg svg), [role="tab"], [role="radio"], [role="switch"], a[href]',
  );
  for (const el of controls) {
    if (!shown(el) || srOnly(el)) continue;
    const rect = el.getBoundingClientRect();
    if (el instanceof HTMLImageElement && el.complete && el.naturalWidth === 0)
      add('broken-image', el, `src ${el.currentSrc || el.getAttribute('src')}`);
    if (rect.width < 1 || rect.height < 1) {
      if (el.matches('img, canvas, svg')) add('zero-size', el, `${px(rect.width)}x${px(rect.height)}`);
      continue;
    }
    const scrolled = inSidewaysScroller(el);
    if (!scrolled && (rect.right > W + 1 || rect.left < -1))
      add('off-screen', el, `box ${px(rect.left)}..${px(rect.right)} in ${W}`);
    for (const clip of clippersOf(el)) {
      if (scrolled) break;
      if (clip.x && (rect.right > clip.rect.right + 1 || rect.left < clip.rect.left - 1)) {
        add('clipped', el, `box ${px(rect.left)}..${px(rect.right)} cut by ${describe(clip.el)}`);
        break;
      }
    }
  }

  // Values that should show data: an empty definition or cell.
  // (A calendar's cells before the first day of the month are empty on purpose.)
  for (const el of document.querySelectorAll('dd, td:not([role="grid"] td), output')) {
    if (
      shown(el) &&
      !srOnly(el) &&
      (el.textContent ?? '').trim() === '' &&
      !el.querySelector('img, svg, canvas')
    )
      add('zero-size', el, 'empty value');
  }
  for (const el of document.querySelectorAll('[aria-busy="true"]')) {
    if (shown(el)) add('still-loading', el, 'aria-busy after every answer arrived');
  }

  // Overlap: in-flow siblings drawn over each other, and any two texts of different elements.
  const overlapOf = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (const parent of document.querySelectorAll('body *')) {
    if (parent.childElementCount < 2 || parent.closest('svg') || !shown(parent)) continue;
    const ps = styleOf(parent);
    if (ps.display === 'contents') continue;
    const boxes: { el: Element; rects: DOMRect[] }[] = [];
    for (const child of parent.children) {
      const cs = styleOf(child);
      // Placed over the flow on purpose: badges, overlays, and bars that stay in view (sticky).
      if (['absolute', 'fixed', 'sticky'].includes(cs.position) || cs.display === 'contents') continue;
      if (!shown(child) || srOnly(child)) continue;
      const rects = cs.display === 'inline' ? [...child.getClientRects()] : [child.getBoundingClientRect()];
      const real = rects.filter((r) => r.width > 1 && r.height > 1);
      if (real.length > 0) boxes.push({ el: child, rects: real });
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a && b && a.rects.some((ra) => b.rects.some((rb) => overlapOf(ra, rb))))
          add('overlap', a.el, `over ${describe(b.el)}`);
      }
    }
  }
  /** The sticky or fixed bar a text is in (it covers what scrolls under it by design), or null. */
  const pinnedCache = new Map<Element, Element | null>();
  const pinned = (el: Element): Element | null => {
    const cached = pinnedCache.get(el);
    if (cached !== undefined) return cached;
    const position = styleOf(el).position;
    const out =
      position === 'sticky' || position === 'fixed' ? el : el.parentElement ? pinned(el.parentElement) : null;
    pinnedCache.set(el, out);
    return out;
  };
  const sorted = [...runs].sort((a, b) => a.rect.top - b.rect.top);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    if (!a) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      if (!b || b.rect.top >= a.rect.bottom) break;
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (pinned(a.el) !== pinned(b.el)) continue;
      if (overlapOf(a.rect, b.rect)) add('overlap', a.el, `text over ${describe(b.el)}`);
    }
  }

  // Gutter: no text or control in the page content nearer the side than `gutter`; the leftmost ink that does
  // not bleed across the whole width is the page's gutter.
  let gutterLeft: number | null = null;
  const ink = (el: Element, rect: DOMRect) => {
    if (!main.contains(el) || inSidewaysScroller(el) || rect.width < 1 || rect.height < 1) return;
    if (rect.left <= 1 && rect.right >= W - 1) return;
    gutterLeft = gutterLeft === null ? rect.left : Math.min(gutterLeft, rect.left);
    if (rect.left < gutter - 1 || rect.right > W - gutter + 1)
      add('gutter', el, `${px(rect.left)}..${px(rect.right)} in ${W}, gutter ${gutter}`);
  };
  for (const run of runs) ink(run.el, run.rect);
  // Painted boxes too (cards, buttons, fields): a centred text inside still has its box at the gutter.
  for (const el of main.querySelectorAll('*')) {
    if (el.closest('svg')) continue;
    const cs = styleOf(el);
    const painted =
      (cs.backgroundColor !== 'rgba(0, 0, 0, 0)' && cs.backgroundColor !== 'transparent') ||
      (Number.parseFloat(cs.borderLeftWidth) > 0 && cs.borderLeftStyle !== 'none') ||
      cs.boxShadow !== 'none';
    if (!painted || !shown(el) || srOnly(el)) continue;
    ink(el, el.getBoundingClientRect());
  }
  for (const el of controls) {
    if (!shown(el) || srOnly(el) || el.closest('svg svg')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1 && !el.matches('a[href]')) ink(el, rect);
  }
  return { defects, gutterLeft };
}
