import { createContext, useContext } from 'react';

/** The `lang` a TsumikiProvider was given; undefined when it was not. */
export const ContentLanguageContext = createContext<string | undefined>(undefined);

/**
 * The language of the kit's content as a BCP-47 tag, for the SDK's formatters: the nearest TsumikiProvider's
 * `lang`, else the document's, else Japanese (the product's default). Any tag an app adds works the same.
 */
export function useContentLanguage(): string {
  const lang = useContext(ContentLanguageContext);
  if (lang) return lang;
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return 'ja';
}
