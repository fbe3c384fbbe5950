import type { SiteConfigAttributes } from '../../contract/events';
import { SITE_CONFIG_PATH } from '../../contract/staticData';
import { forgetServedAnswers, keepServedAnswer } from '../api/readClient';
import { adoptServedSiteConfig } from './siteConfig';

/**
 * The API answers the server rendered a screen from, by path ('/api/…'): the screen's first render takes them. One that
 * failed (a page the API did not find) is its error body with its status, `{error, status}`: the screen starts from
 * that failure, as the server's render did.
 */
export type ServedAnswers = Record<string, unknown>;

export function adoptServedAnswers(answers: ServedAnswers): void {
  for (const [path, body] of Object.entries(answers)) {
    if (path === SITE_CONFIG_PATH) adoptServedSiteConfig(body as { data: { attributes: SiteConfigAttributes } });
    else keepServedAnswer(path, body);
  }
}

export function dropServedAnswers(): void {
  forgetServedAnswers();
  adoptServedSiteConfig(null);
}
