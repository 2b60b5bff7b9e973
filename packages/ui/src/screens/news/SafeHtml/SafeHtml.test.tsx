import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import fixtures from './dompurify-fixtures.json';
import { SafeHtml } from './SafeHtml';

/** DOMPurify's own XSS fixtures (see LICENSE-DOMPurify.txt): every payload becomes a news or message body. */
const payloads = (fixtures as { title: string; payload: string }[]).map(
  (f, i) => [`${i}: ${f.title}`, f] as const,
);

const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background'];

/** What the browser would see as the scheme: it ignores whitespace and control characters in a URL. */
function isScriptUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what an attack hides in
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  return (
    squeezed.startsWith('javascript:') ||
    squeezed.startsWith('vbscript:') ||
    squeezed.startsWith('data:text/html')
  );
}

let calls: string[] = [];
const saved = { alert: window.alert, prompt: window.prompt, confirm: window.confirm };

beforeEach(() => {
  calls = [];
  window.alert = (m?: unknown) => void calls.push(`alert ${String(m)}`);
  window.prompt = (m?: unknown) => {
    calls.push(`prompt ${String(m)}`);
    return null;
  };
  window.confirm = (m?: unknown) => {
    calls.push(`confirm ${String(m)}`);
    return false;
  };
});

afterEach(() => Object.assign(window, saved));

describe('SafeHtml with the DOMPurify fixtures', () => {
  it.each(payloads)('%s', async (_title, { payload }) => {
    const before = performance.getEntriesByType('resource').length;
    const screen = await render(<SafeHtml html={payload} />);
    const root = screen.container;
    // Let every image and media element settle, so an onerror/onload that survived would have run.
    const media = [...root.querySelectorAll('img')];
    await Promise.allSettled(media.map((img) => img.decode()));
    const elements = [...root.querySelectorAll('*')];
    expect(root.querySelectorAll('script, iframe, object, embed, form, style, link, meta, base').length).toBe(
      0,
    );
    for (const el of elements) {
      for (const attr of [...el.attributes]) {
        expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        if (URL_ATTRS.includes(attr.name.toLowerCase())) {
          expect(isScriptUrl(attr.value), `${el.tagName} ${attr.name}=${attr.value}`).toBe(false);
        }
      }
    }
    const offSite = performance
      .getEntriesByType('resource')
      .slice(before)
      .filter((e) => new URL(e.name).origin !== location.origin);
    expect(offSite.map((e) => e.name)).toEqual([]);
    expect(calls).toEqual([]);
    await screen.unmount();
  });
});

describe('SafeHtml keeps ordinary article HTML', () => {
  it.each([
    [
      'paragraphs and emphasis',
      { given: '<p>日経平均は<strong>続伸</strong></p>', want: '<p>日経平均は<strong>続伸</strong></p>' },
    ],
    [
      'links open outside the app',
      {
        given: '<a href="https://example.jp/r">report</a>',
        want: '<a href="https://example.jp/r" target="_blank" rel="noopener noreferrer">report</a>',
      },
    ],
    [
      'same-origin image kept',
      {
        given: '<img src="/api/vue/upload/a.png" alt="chart">',
        want: '<img src="/api/vue/upload/a.png" alt="chart">',
      },
    ],
    [
      'off-site image loses its source',
      { given: '<img src="https://tracker.example/p.gif" alt="">', want: '<img alt="">' },
    ],
  ] as const)('%s', async (_title, { given, want }) => {
    const screen = await render(<SafeHtml html={given} />);
    expect(screen.container.firstElementChild?.innerHTML).toBe(want);
  });
});
