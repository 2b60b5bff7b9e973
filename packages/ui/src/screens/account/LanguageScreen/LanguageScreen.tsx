import type { LanguageChoice } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as page from '../page.css';

export interface LanguageScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** The brand's languages (`languageChoices`). */
  choices: readonly LanguageChoice[];
  /** Where a choice leads. Default `/mine/changeLang?lang=<code>` (the confirmation). */
  hrefFor?: (code: LanguageChoice['code']) => string;
}

/** /mine/language: lists the brand's languages; choosing one goes to /mine/changeLang to confirm. */
export function LanguageScreen({
  labels,
  choices,
  hrefFor = (code) => `/mine/changeLang?lang=${encodeURIComponent(code)}`,
}: LanguageScreenProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.languageTitle}</h1>
      <p className={page.lead}>{labels.languageIntro}</p>
      <List>
        {choices.map((choice) =>
          choice.current ? (
            <ListRow
              key={choice.code}
              title={<span lang={choice.code}>{choice.name}</span>}
              trailing={<StatusBadge tone="success" label={labels.currentLanguage} />}
            />
          ) : (
            <ListRow
              key={choice.code}
              href={hrefFor(choice.code)}
              title={<span lang={choice.code}>{choice.name}</span>}
            />
          ),
        )}
      </List>
    </div>
  );
}
