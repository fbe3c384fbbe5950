import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import { LOCALES, type Locale } from '../../contract/resources';
import { readerMessages } from '../i18n/reader';
import { translatorOf } from '../i18n/translate';
import { isLocale, publicPathOfEditorRoute, switchLocale } from './paths';
import { socialTagsOf } from './socialTags';
import type { SiteConfigAttributes } from '../../contract/events';
import { useLoadedSiteConfig } from '../store/siteConfig';

export const SITE_NAME = 'Masthead';

/** The site's name in a locale as its settings give it (issue 32), SITE_NAME before they arrive. */
export function siteNameOf(config: SiteConfigAttributes | null, locale: Locale): string {
  return config?.site_name?.[locale] || SITE_NAME;
}
/** The site's name in the route's locale for a component (texts that name the site: descriptions, the footer). */
export function useSiteName(locale: Locale): string {
  return siteNameOf(useLoadedSiteConfig(), locale);
}

export function htmlLangOf(locale: Locale): string {
  return locale === 'hk' ? 'zh-Hant-HK' : 'en';
}

/** A screen's title with the site's name (its settings' for the locale, issue 32), or the name alone. */
export function documentTitleOf(title?: string | null, siteName = SITE_NAME): string {
  return title ? `${title} — ${siteName}` : siteName;
}

/** The absolute public address of a path: the editor route's page, without query or fragment. */
export function canonicalUrlOf(pathname: string, origin = window.location.origin): string {
  return new URL(publicPathOfEditorRoute(pathname), origin).href;
}

export interface DocumentMeta {
  title: string;
  lang: string;
  description: string;
  canonical: string;
  /**
   * Under a locale, each locale's address of the path and the default one; for a page, its own address and its
   * counterpart's (none when it has no counterpart), as the sitemap pairs them.
   */
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Link previews (OpenGraph, Twitter): the page's social image, absolute, when it has one. */
  image?: string | null;
}

interface ScreenMeta {
  title: string | null | undefined;
  locale: Locale;
  description?: string | null;
  image?: string | null;
  /** A page's screen: the page's own address is canonical (under either locale's navigation), paired with its counterpart. */
  page?: PageRoutes | null;
  /** The site's name in the locale, from its settings; SITE_NAME until they have arrived. */
  siteName?: string;
}

/** What a page answer says of its addresses: its own, in its locale, and its readable counterpart's on the other site. */
export interface PageRoutes {
  locale: Locale;
  public_route: string;
  counterpart_route?: string | null;
}

function alternatesOf(canonical: string, page: PageRoutes | null | undefined, origin: string): DocumentMeta['alternates'] {
  let href = (locale: Locale) => switchLocale(canonical, locale);
  if (page) {
    // A page without a translation has no alternate: itself under the other site's navigation is no translation.
    if (!page.counterpart_route) return [];
    href = (locale) => new URL(locale === page.locale ? page.public_route : page.counterpart_route!, origin).href;
  }
  return [...LOCALES.map((each) => ({ hrefLang: htmlLangOf(each), href: href(each) })), { hrefLang: 'x-default', href: href(LOCALES[0]) }];
}

/**
 * The shown page's alternates, by its path, for the header's language switch, which then leads to the translation
 * rather than to the same page under the other site's navigation. Set with the head (an effect: never on the server).
 */
export const useShownPageAlternates = create<{ path?: string; alternates?: DocumentMeta['alternates'] }>(() => ({}));

export function documentMetaOf(
  { title, locale, description, image, page, siteName }: ScreenMeta,
  pathname: string,
  origin: string,
): DocumentMeta {
  const canonical = page ? new URL(page.public_route, origin).href : canonicalUrlOf(pathname, origin);
  return {
    title: documentTitleOf(title, siteName),
    lang: htmlLangOf(locale),
    description: description?.trim() || translatorOf(readerMessages, locale)('site.description', { site: siteName ?? SITE_NAME }),
    canonical,
    alternates: isLocale(pathname.split('/')[1]) ? alternatesOf(canonical, page, origin) : [],
    image: image ? new URL(image, origin).href : null,
  };
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

function applyDocumentMeta(meta: DocumentMeta): void {
  document.title = meta.title;
  document.documentElement.lang = meta.lang;
  headElement('meta', 'meta[name="description"]', { name: 'description' }).content = meta.description;
  headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = meta.canonical;
  for (const [attribute, key] of [['property', 'og:image']] as const) document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
  for (const [attribute, key, content] of socialTagsOf(meta))
    headElement('meta', `meta[${attribute}="${key}"]`, { [attribute]: key }).content = content;
  for (const hrefLang of [...LOCALES.map(htmlLangOf), 'x-default']) {
    const selector = `link[rel="alternate"][hreflang="${hrefLang}"]`;
    const alternate = meta.alternates.find((each) => each.hrefLang === hrefLang);
    if (alternate) headElement('link', selector, { rel: 'alternate', hreflang: hrefLang }).href = alternate.href;
    else document.head.querySelector(selector)?.remove();
  }
}

/** Set while the server renders a screen (src/ssr.tsx): it receives the screen's head instead of the document. */
let serverHead: { origin: string; receive(meta: DocumentMeta): void } | null = null;

export function collectDocumentMeta<T>(origin: string, render: () => T): { result: T; meta: DocumentMeta | null } {
  let meta: DocumentMeta | null = null;
  // The outermost screen's head wins, as in the browser, where a parent's effect runs after its children's.
  serverHead = { origin, receive: (next) => (meta ??= next) };
  try {
    return { result: render(), meta };
  } finally {
    serverHead = null;
  }
}

/** Title, language, description, canonical link and, under a locale, the other locale's alternate of the path. */
export function useDocumentMeta(
  title: string | null | undefined,
  locale: Locale,
  description?: string | null,
  image?: string | null,
  page?: PageRoutes | null,
): void {
  const { pathname } = useLocation();
  const siteName = useSiteName(locale);
  serverHead?.receive(documentMetaOf({ title, locale, description, image, page, siteName }, pathname, serverHead.origin));
  const ownRoute = page?.public_route;
  const counterpartRoute = page?.counterpart_route;
  const pageLocale = page?.locale;
  useEffect(() => {
    const shown = ownRoute && pageLocale ? { public_route: ownRoute, counterpart_route: counterpartRoute, locale: pageLocale } : null;
    const meta = documentMetaOf({ title, locale, description, image, page: shown, siteName }, pathname, window.location.origin);
    applyDocumentMeta(meta);
    useShownPageAlternates.setState({ path: pathname, alternates: shown ? meta.alternates : [] });
  }, [title, locale, description, image, pathname, ownRoute, counterpartRoute, pageLocale, siteName]);
}
