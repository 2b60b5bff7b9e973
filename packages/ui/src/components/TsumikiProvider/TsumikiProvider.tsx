import type { AnchorHTMLAttributes, ComponentType, CSSProperties, ReactNode, Ref } from 'react';
import { createContext, useContext, useState } from 'react';
import type { ThemeName } from '../../theme/brands';
import { priceConventionClasses, rootClass, themeClasses } from '../../theme/themeClasses.css';
import type { PriceConvention } from '../../theme/tokenType';
import { cx } from '../private/cx';
import * as styles from './TsumikiProvider.css';

/** Props every injected link component receives: an anchor's, with `href` required. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}
/** A router's link (or anything rendering an anchor) that the kit uses for every navigation. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

interface KitContext {
  linkComponent: LinkComponent;
  portalContainer: HTMLElement | null;
}
const Context = createContext<KitContext>({ linkComponent: PlainLink, portalContainer: null });

export interface TsumikiProviderProps {
  children?: ReactNode;
  /** Built-in theme. Default `'light'`. */
  theme?: ThemeName;
  /** Inline vars from `applyRuntimeTokens(json).style`; they win over `theme`. Default none. */
  runtimeStyle?: Record<string, string>;
  /** Price colour convention (`priceConventionFor(market, override)`). Default: the theme's own. */
  priceConvention?: PriceConvention;
  /** Link used for every `href` in the kit. Default a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** Language of the content; picks the CJK font stack. Default: inherited from the document. */
  lang?: string;
  className?: string;
  /** Stretch to the height of the parent. Default `true`. */
  fill?: boolean;
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
}: TsumikiProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setPortalContainer}
      lang={lang}
      style={runtimeStyle as CSSProperties | undefined}
      className={cx(
        themeClasses[theme],
        priceConvention && priceConventionClasses[priceConvention],
        rootClass,
        styles.root,
        fill && styles.fill,
        className,
      )}
    >
      <Context.Provider value={{ linkComponent, portalContainer }}>{children}</Context.Provider>
    </div>
  );
}

/** The injected link component (a plain anchor outside a provider). */
export function useLinkComponent(): LinkComponent {
  return useContext(Context).linkComponent;
}

/** Element that portals render into, so they stay inside the theme. `null` means document.body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(Context).portalContainer;
}

/** An anchor rendered through the injected link component. */
export function Link(props: LinkComponentProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
