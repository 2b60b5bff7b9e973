import type { LanguageChoice } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import * as page from '../page.css';

export interface ChangeLanguageScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** The language asked for; undefined when the brand does not offer it. */
  choice?: LanguageChoice;
  /** Persists the choice and reloads the app (spec: after a language is chosen the app reloads). */
  onConfirm: () => void;
  /** The language is being changed (the app reloads after it). */
  switching?: boolean;
  /** Default `/mine/language`. */
  backHref?: string;
}

/** /mine/changeLang?lang=: confirms a language switch, which reloads the app. */
export function ChangeLanguageScreen({
  labels,
  choice,
  onConfirm,
  switching = false,
  backHref = '/mine/language',
}: ChangeLanguageScreenProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.changeLangTitle}</h1>
      {!choice ? (
        <p className={`${page.notice} ${page.noticeWarning}`} role="alert">
          {labels.unknownLanguage}
        </p>
      ) : choice.current ? (
        <p className={page.lead}>
          <span lang={choice.code}>{choice.name}</span> — {labels.currentLanguage}
        </p>
      ) : (
        <>
          <p className={page.lead}>{fillLabel(labels.changeLangConfirm, { language: choice.name })}</p>
          <Button fullWidth size="lg" loading={switching} onClick={onConfirm}>
            {labels.switchLanguage}
          </Button>
        </>
      )}
      <Button href={backHref} variant="secondary" fullWidth>
        {labels.cancel}
      </Button>
    </div>
  );
}
