import type { One, SiteConfigAttributes } from '../../contract';
import { getJson } from './readClient';

export async function siteConfig(): Promise<SiteConfigAttributes> {
  const body = await getJson<One<SiteConfigAttributes, 'site_config'>>('site_config');
  return body.data.attributes;
}
