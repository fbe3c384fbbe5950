import type { SaveSiteSettingsBody, SetupBody, SiteSettingsAttributes } from '../../contract/siteSettings';
import * as siteSettingsApi from '../api/siteSettings';
import { useSiteConfig } from './siteConfig';
import { useSession } from './session';

/*
 * The site's settings for administrators, and the first administrator of an empty site (issue 32). These load with
 * their screens only.
 */
export { setupNeeded } from '../api/siteSettings';

export const loadSiteSettings = (): Promise<SiteSettingsAttributes> => siteSettingsApi.siteSettings();

/** Saves the settings; this browser's header and home page show them at once, as every reader's do. */
export async function saveSiteSettings(body: SaveSiteSettingsBody): Promise<SiteSettingsAttributes> {
  const saved = await siteSettingsApi.saveSiteSettings(body);
  useSiteConfig.setState({ status: 'idle' });
  await useSiteConfig.getState().load();
  return saved;
}

/** Makes the first administrator, then signs them in. */
export async function setUpSite(body: SetupBody): Promise<void> {
  await siteSettingsApi.createFirstAdministrator(body);
  await useSession.getState().signIn({ email: body.email, password: body.password });
}
