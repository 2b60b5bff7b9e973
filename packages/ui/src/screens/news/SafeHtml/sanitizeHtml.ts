import DOMPurify from 'dompurify';

/** Attributes that make the browser fetch something as soon as the element is in the page. */
const FETCHING_ATTRS = ['src', 'srcset', 'poster', 'background', 'xlink:href', 'href', 'data', 'action'];

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Sanitises server HTML (news and message bodies) with DOMPurify for rendering in this page: HTML only (no
 * SVG or MathML), no styles, forms or frames; links open outside the app (`noopener`); images and other
 * fetched resources only from `origin` (default this page's), so an article cannot make the app load an
 * off-site resource.
 */
export function sanitizeHtml(html: string, origin: string = globalThis.location?.origin ?? ''): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !/^(https?:|mailto:|tel:|#|\/)/i.test(href.trim()))
        element.removeAttribute('href');
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
      return;
    }
    // Server images come without alt text often; unnamed, they are decoration to assistive technology.
    if (element.tagName === 'IMG' && !element.hasAttribute('alt')) element.setAttribute('alt', '');
    for (const name of FETCHING_ATTRS) {
      const value = element.getAttribute(name);
      if (value !== null && (name === 'srcset' || !sameOrigin(value, origin))) element.removeAttribute(name);
    }
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}
