import { useMemo } from 'react';
import * as styles from './SafeHtml.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** HTML from the server (a news or message body); sanitised here before it reaches the page. */
  html: string;
  /** Origin resources may load from. Default: this page's. */
  origin?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** Renders server HTML after DOMPurify: no script, no event handler, no javascript: URL, no off-site load. */
export function SafeHtml({ html, origin, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, origin), [html, origin]);
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
