import { readerMessages } from '../i18n/reader';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { useLocale } from '../routes/useLocale';
import { useHydrated } from './useHydrated';
import './announcement.css';
import { useMessages } from '../i18n/useMessages';

interface AnnouncementBoxProps {
  title: string;
  subtitle: string;
  secondTitle: string;
  link: string;
}

/**
 * Spec 2.2: the whole box is one link; it shows only once the page has hydrated. Until then an invisible
 * copy holds its place, so the page below does not move when it appears.
 */
export function AnnouncementBox({ title, subtitle, secondTitle, link }: AnnouncementBoxProps) {
  const t = useMessages(readerMessages);
  const hydrated = useHydrated();
  const external = /^https?:\/\//i.test(link);
  const box = hydrated
    ? { href: link, target: external ? '_blank' : undefined, rel: external ? 'noopener noreferrer' : undefined }
    : { 'aria-hidden': true, className: 'announcement announcement--reserved' };
  return (
    <a className="announcement" {...box}>
      <span className="announcement__title">{title}</span> {subtitle && <span className="announcement__subtitle">{subtitle}</span>}{' '}
      {secondTitle && <span className="announcement__second-title">{secondTitle}</span>}{' '}
      <span className="announcement__button">{t('announcement.applyNow')}</span>
    </a>
  );
}

/** The announcement configured for the site (GET /api/site_config), if any, in the route's language. */
export function SiteAnnouncement() {
  const config = useLoadedSiteConfig();
  const announcement = useLocale() === 'hk' && config?.announcement_hk !== undefined ? config.announcement_hk : config?.announcement;
  if (!announcement) return null;
  return (
    <AnnouncementBox
      title={announcement.title}
      subtitle={announcement.subtitle}
      secondTitle={announcement.second_title}
      link={announcement.link}
    />
  );
}
