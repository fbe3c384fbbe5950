import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALES, type Locale } from '../../contract';
import { isLocale, publicPathOfEditorRoute, switchLocale } from './paths';

export const SITE_NAME = 'Masthead';
export const SITE_DESCRIPTION = 'Stories, series, news, projects and upcoming events from Masthead.';

export function htmlLangOf(locale: Locale): string {
  return locale === 'hk' ? 'zh-Hant-HK' : 'en';
}

export function documentTitleOf(title?: string | null): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}

type HeadTag = 'meta' | 'link';

function headElement<T extends HeadTag>(tag: T, selector: string, attributes: Record<string, string>): HTMLElementTagNameMap[T] {
  let element = document.head.querySelector<HTMLElementTagNameMap[T]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

/** The absolute public address of a path: the editor route's page, without query or fragment. */
export function canonicalUrlOf(pathname: string, origin = window.location.origin): string {
  return new URL(publicPathOfEditorRoute(pathname), origin).href;
}

/** Title, language, description, canonical link and, under a locale, the other locale's alternate of the path. */
export function useDocumentMeta(title: string | null | undefined, locale: Locale, description?: string | null): void {
  const { pathname } = useLocation();
  const text = description?.trim() || SITE_DESCRIPTION;

  useEffect(() => {
    document.title = documentTitleOf(title);
    document.documentElement.lang = htmlLangOf(locale);
    headElement('meta', 'meta[name="description"]', { name: 'description' }).content = text;
    const canonical = canonicalUrlOf(pathname);
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = canonical;
    const localised = isLocale(pathname.split('/')[1]);
    const alternates = [...LOCALES.map((each) => [htmlLangOf(each), each] as const), ['x-default', LOCALES[0]] as const];
    for (const [hrefLang, each] of alternates) {
      const selector = `link[rel="alternate"][hreflang="${hrefLang}"]`;
      const alternate = localised ? headElement('link', selector, { rel: 'alternate', hreflang: hrefLang }) : null;
      if (alternate) alternate.href = switchLocale(canonical, each);
      else document.head.querySelector(selector)?.remove();
    }
  }, [title, locale, text, pathname]);
}
