import type { Labels, TextKey } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import * as page from '../page.css';

export type DocumentKind = 'about' | 'privacy' | 'protocol';

type Key = TextKey<'account'>;

/** Each document's title and sections, as label keys (the texts live in the SDK's account labels). */
const DOCUMENTS: Record<DocumentKind, { title: Key; sections: readonly (readonly [Key | null, Key])[] }> = {
  about: {
    title: 'about',
    sections: [
      [null, 'aboutP1'],
      [null, 'aboutP2'],
      [null, 'aboutP3'],
    ],
  },
  privacy: {
    title: 'privacy',
    sections: [
      ['privacyH1', 'privacyP1'],
      ['privacyH2', 'privacyP2'],
      ['privacyH3', 'privacyP3'],
      ['privacyH4', 'privacyP4'],
      ['privacyH5', 'privacyP5'],
    ],
  },
  protocol: {
    title: 'protocol',
    sections: [
      ['protocolH1', 'protocolP1'],
      ['protocolH2', 'protocolP2'],
      ['protocolH3', 'protocolP3'],
      ['protocolH4', 'protocolP4'],
      ['protocolH5', 'protocolP5'],
      ['protocolH6', 'protocolP6'],
    ],
  },
};

export interface DocumentScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** Which document: about us, the privacy policy or the terms. */
  kind: DocumentKind;
  /** Fills `{{brand}}` in the texts. */
  brandName: string;
  /**
   * Rendered outside the app shell, so the page is its own `main` landmark; inside the shell (whose `main` holds
   * it) a plain container. Default: true for privacy and protocol (readable before signing in), false for about.
   */
  standalone?: boolean;
}

/** /mine/about, /mine/privacy, /mine/protocol: a static document in the current language. */
export function DocumentScreen({
  labels,
  kind,
  brandName,
  standalone = kind !== 'about',
}: DocumentScreenProps) {
  const doc = DOCUMENTS[kind];
  const text = (key: Key) => fillLabel(labels[key], { brand: brandName });
  const Page = standalone ? 'main' : 'div';
  return (
    <Page className={page.page}>
      <article className={page.form}>
        <h1 className={page.title}>{labels[doc.title]}</h1>
        {kind !== 'about' && <p className={page.meta}>{labels.updatedOn}</p>}
        {doc.sections.map(([heading, body]) => (
          <section key={body} className={page.form}>
            {heading && <h2 className={page.subtitle}>{text(heading)}</h2>}
            <p className={page.paragraph}>{text(body)}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}
