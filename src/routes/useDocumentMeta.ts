import { useEffect } from 'react';
import type { Locale } from '../../contract';

export const SITE_NAME = 'Masthead';

export function htmlLangOf(locale: Locale): string {
  return locale === 'hk' ? 'zh-Hant-HK' : 'en';
}

export function documentTitleOf(title?: string | null): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}

export function useDocumentMeta(title: string | null | undefined, locale: Locale): void {
  useEffect(() => {
    document.title = documentTitleOf(title);
    document.documentElement.lang = htmlLangOf(locale);
  }, [title, locale]);
}
