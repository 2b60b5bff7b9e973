import type { LanguageChoice } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { cx } from '../../../components/private/cx';
import * as page from '../../account/page.css';
import * as styles from './StartScreen.css';

export interface StartScreenProps {
  /** The `auth` labels in the reader's language: `labelsFor(i18n, 'auth')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'auth'>;
  /** The broker's name, in the welcome title. */
  brandName: string;
  /** The broker's logo. */
  logoUrl: string;
  /** The brand's languages (from `languageChoices`). */
  languages: readonly LanguageChoice[];
  /** Called with the language the customer picks (the app reloads in it). */
  onLanguageChange: (code: LanguageChoice['code']) => void;
  /** Default `/login/logon`. */
  signInHref?: string;
  /** Default `/login/register`. */
  registerHref?: string;
}

/**
 * The brand's logo; when it cannot be loaded (a wrong config `logo` URL, the network), the brand's initial on a
 * tile of the brand colour in its place — never a broken image with its alt text spilling beside it.
 */
function BrandMark({ logoUrl, brandName }: { logoUrl: string; brandName: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === logoUrl || logoUrl === '')
    return (
      <span className={cx(styles.logo, styles.monogram)} role="img" aria-label={brandName}>
        {Array.from(brandName)[0] ?? ''}
      </span>
    );
  return <img className={styles.logo} src={logoUrl} alt={brandName} onError={() => setFailedUrl(logoUrl)} />;
}

/** /login/start: the brand's welcome with sign in, register and the language switch. */
export function StartScreen({
  labels,
  brandName,
  logoUrl,
  languages,
  onLanguageChange,
  signInHref = '/login/logon',
  registerHref = '/login/register',
}: StartScreenProps) {
  return (
    <main className={page.page}>
      <div className={styles.hero}>
        <BrandMark logoUrl={logoUrl} brandName={brandName} />
        <h1 className={page.title}>{fillLabel(labels.startTitle, { brand: brandName })}</h1>
        <p className={page.lead}>{labels.startTagline}</p>
      </div>
      <div className={page.actions}>
        <Button href={signInHref} fullWidth size="lg">
          {labels.signIn}
        </Button>
        <Button href={registerHref} fullWidth size="lg" variant="secondary">
          {labels.register}
        </Button>
      </div>
      {languages.length > 1 && (
        <fieldset className={styles.languages}>
          <legend className={styles.legend}>{labels.language}</legend>
          {languages.map((l) => (
            <Button
              key={l.code}
              variant={l.current ? 'secondary' : 'ghost'}
              size="md"
              aria-pressed={l.current}
              lang={l.code}
              onClick={() => !l.current && onLanguageChange(l.code)}
            >
              {l.name}
            </Button>
          ))}
        </fieldset>
      )}
    </main>
  );
}
