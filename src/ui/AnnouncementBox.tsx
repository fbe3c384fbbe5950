import { useEffect, useState } from 'react';
import { useLoadedSiteConfig } from '../store/siteConfig';
import './announcement.css';

interface AnnouncementBoxProps {
  title: string;
  subtitle: string;
  secondTitle: string;
  link: string;
}

export const APPLY_NOW = 'Apply now';

/** Spec 2.2: the whole box is one link; it shows only once the page has hydrated (after mount). */
export function AnnouncementBox({ title, subtitle, secondTitle, link }: AnnouncementBoxProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const external = /^https?:\/\//i.test(link);
  return (
    <a className="announcement" href={link} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      <span className="announcement__title">{title}</span>{' '}
      {subtitle && <span className="announcement__subtitle">{subtitle}</span>}{' '}
      {secondTitle && <span className="announcement__second-title">{secondTitle}</span>}{' '}
      <span className="announcement__button">{APPLY_NOW}</span>
    </a>
  );
}

/** The announcement configured for the site (GET /api/site_config), if any. */
export function SiteAnnouncement() {
  const announcement = useLoadedSiteConfig()?.announcement;
  if (!announcement) return null;
  return <AnnouncementBox title={announcement.title} subtitle={announcement.subtitle} secondTitle={announcement.second_title} link={announcement.link} />;
}
