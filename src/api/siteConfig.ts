import type { One, SiteConfigAttributes } from '../../contract';
import { api } from './client';

export async function siteConfig(): Promise<SiteConfigAttributes> {
  const body = await api.get('site_config').json<One<SiteConfigAttributes, 'site_config'>>();
  return body.data.attributes;
}
