import type { AnchorHTMLAttributes, ComponentType, CSSProperties, ReactNode, Ref } from 'react';
import { createContext, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ThemeName } from '../../theme/brands';
import { priceConventionStyle } from '../../theme/priceConventionVars';
import { fillAttribute, priceConventionClasses, rootClass, themeClasses } from '../../theme/themeClasses.css';
import type { PriceConvention } from '../../theme/tokenType';
import { cx } from '../private/cx';
import { ContentLanguageContext } from './contentLanguage';
import * as styles from './TsumikiProvider.css';

/** Props every injected link component receives: an anchor's, with `href` required. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An app path (`/quotes/info?code=7203&type=jpy`), for the app's router to resolve. */
  href: string;
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
}
/** A router's link (or anything rendering an anchor) that the kit uses for every navigation. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

// Three contexts, not one object: the portal host is only known after the first commit, and its arrival must
// re-render the few parts that portal (dialogs, selects, toasts), not every link and chart of the page.
const LinkContext = createContext<LinkComponent>(PlainLink);
const PortalContext = createContext<HTMLElement | null>(null);
const ReducedMotionContext = createContext(false);
/** Changes whenever the theme, runtime brand or price convention above does. */
const AppearanceContext = createContext('');

// A short, stable key for a runtime brand's inline vars (compared by content: a new object each render with
// the same values must not make every chart repaint).
function styleKey(style: Record<string, string> | undefined): string {
  if (!style) return '';
  const text = JSON.stringify(style);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return `${text.length}.${(h >>> 0).toString(36)}`;
}

export interface TsumikiProviderProps {
  /** The content. */
  children?: ReactNode;
  /** Built-in theme. Default `'light'`. */
  theme?: ThemeName;
  /** Inline vars from `applyRuntimeTokens(json).style`; they win over `theme` (not over `priceConvention`).
   * Default none. */
  runtimeStyle?: Record<string, string>;
  /** Price colour convention (`priceConventionFor(market, override)`), also over a runtime brand. Default: the
   * theme's (or the runtime brand's) own. */
  priceConvention?: PriceConvention;
  /** Link used for every `href` in the kit. Default a plain `<a>`. */
  linkComponent?: LinkComponent;
  /**
   * Language of the content, any BCP-47 tag: picks the font stack and the SDK formats dates in it
   * (`useContentLanguage`). Default: inherited from the document.
   */
  lang?: string;
  /** Extra class on the root element. */
  className?: string;
  /** Stretch to the height of the parent; the document and the element it is mounted in (`#root`) then take the
   * viewport's height and the body's default margin goes (zero-specificity rules, so the app's own win).
   * Default `true`. */
  fill?: boolean;
  /**
   * The customer asked the app for less motion (a setting beside the system's): no animation or transition
   * inside, price flashes included, whatever `prefers-reduced-motion` says. Default `false`.
   */
  reducedMotion?: boolean;
}

/**
 * Applies a theme and price convention to its subtree, injects the link component and hosts every portal
 * (dialogs, toasts, selects) inside the themed element so they inherit its vars.
 */
export function TsumikiProvider({
  children,
  theme = 'light',
  runtimeStyle,
  priceConvention,
  linkComponent = PlainLink,
  lang,
  className,
  fill = true,
  reducedMotion = false,
}: TsumikiProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const runtimeKey = styleKey(runtimeStyle);
  const appearance = `${theme}|${priceConvention ?? ''}|${runtimeKey}`;
  // Inline vars beat classes on the same element, so with a runtime brand the convention goes inline too.
  const style =
    runtimeStyle && priceConvention
      ? { ...runtimeStyle, ...priceConventionStyle(priceConvention) }
      : runtimeStyle;
  return (
    <div
      ref={setPortalContainer}
      lang={lang}
      data-reduced-motion={reducedMotion || undefined}
      {...(fill ? { [fillAttribute]: '' } : {})}
      style={style as CSSProperties | undefined}
      className={cx(
        themeClasses[theme],
        priceConvention && priceConventionClasses[priceConvention],
        rootClass,
        styles.root,
        fill && styles.fill,
        className,
      )}
    >
      <ContentLanguageContext.Provider value={lang}>
        <LinkContext.Provider value={linkComponent}>
          <AppearanceContext.Provider value={appearance}>
            <ReducedMotionContext.Provider value={reducedMotion}>
              <PortalContext.Provider value={portalContainer}>{children}</PortalContext.Provider>
            </ReducedMotionContext.Provider>
          </AppearanceContext.Provider>
        </LinkContext.Provider>
      </ContentLanguageContext.Provider>
    </div>
  );
}

export interface PriceConventionScopeProps {
  /** The convention of what this part shows, e.g. `priceConventionFor(stock.market, override)`. */
  convention: PriceConvention;
  /** The content. */
  children?: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * Applies a price convention to part of a page (a stock of another market than the rest): everything inside,
 * dialogs and sheets opened from inside included, shows rises and falls in its colours, and charts inside
 * redraw when it changes. Adds no box (`display: contents`). Inside a runtime brand too.
 */
export function PriceConventionScope({ convention, children, className }: PriceConventionScopeProps) {
  const parentPortal = useContext(PortalContext);
  const parentAppearance = useContext(AppearanceContext);
  // Portals render into a box-less host beside the provider's own, carrying the same class, so they keep
  // the provider's stacking and theme and take this convention.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const conventionClass = priceConventionClasses[convention];
  return (
    <div className={cx(conventionClass, styles.contents, className)} data-price-convention={convention}>
      <AppearanceContext.Provider value={`${parentAppearance}>${convention}`}>
        <PortalContext.Provider value={host ?? parentPortal}>{children}</PortalContext.Provider>
      </AppearanceContext.Provider>
      {parentPortal &&
        createPortal(<div ref={setHost} className={cx(conventionClass, styles.contents)} />, parentPortal)}
    </div>
  );
}

/**
 * A key that changes whenever the theme, runtime brand or price convention around the caller does. Canvas
 * charts read colours once, so they re-read them when this changes.
 */
export function useAppearanceKey(): string {
  return useContext(AppearanceContext);
}

/** Whether the customer asked the app for less motion (`TsumikiProvider`'s `reducedMotion`). */
export function useReducedMotion(): boolean {
  return useContext(ReducedMotionContext);
}

/** The injected link component (a plain anchor outside a provider). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** Element that portals render into, so they stay inside the theme. `null` means document.body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

/** An anchor rendered through the injected link component. */
export function Link(props: LinkComponentProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
