import { shownMediaSource } from '../../contract/links';
import {
  clockOf,
  periodSchedule,
  type FetchedEventAttributes,
  type ProgrammeAttributes,
  type ProgrammeDayAttributes,
  type SectionPageAttributes,
  type SiteConfigAttributes,
} from '../../contract/events';
import type { periodTypes, ProgrammeDay, SectionPage } from '../db/eventsSchema';
import type { Page } from '../db/schema';
import { announcementFor, type Announcement, type SiteConfig } from '../siteConfig';
import type { presentPageSummary } from './pages';

/** A day's periods with their start and end times worked out from the day's start and each period's length. */
export function presentDay(row: ProgrammeDay, eventSlug: string, editable: boolean): ProgrammeDayAttributes {
  const start = clockOf(row.startMinutes);
  const schedule = periodSchedule(start, row.periods);
  return {
    slug: row.slug,
    event_slug: eventSlug,
    title: row.title,
    date: row.date,
    start_time: start,
    end_time: clockOf(schedule.length ? schedule[schedule.length - 1].end : row.startMinutes),
    periods: row.periods.map((period, index) => ({
      ...period,
      start_time: clockOf(schedule[index].start),
      end_time: clockOf(schedule[index].end),
    })),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    editable,
  };
}

export function presentProgrammeDay(row: ProgrammeDay, eventSlug: string, editable: boolean) {
  return { id: String(row.id), type: 'programme_day' as const, attributes: presentDay(row, eventSlug, editable) };
}

export function presentProgramme(page: Pick<Page, 'id' | 'slug' | 'title'>, days: ProgrammeDay[], editable: boolean) {
  const attributes: ProgrammeAttributes = {
    event_slug: page.slug,
    event_title: page.title,
    days: days.map((row) => presentDay(row, page.slug, editable)),
    editable,
  };
  return { id: String(page.id), type: 'programme' as const, attributes };
}

export function presentPeriodType(row: Pick<typeof periodTypes.$inferSelect, 'id' | 'slug' | 'name'>) {
  return { id: String(row.id), type: 'period_type' as const, attributes: { slug: row.slug, name: row.name } };
}

/** Editors get every featured id (unpublished events too); readers only those of the events they are shown. */
export function presentSectionPage(row: SectionPage, featured: Array<ReturnType<typeof presentPageSummary>>, editable: boolean) {
  const attributes: SectionPageAttributes = {
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    featured_event_ids: editable ? row.featuredEventIds : featured.map((event) => event.attributes.page_id),
    featured_events: featured,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    editable,
  };
  return { id: row.slug, type: 'section_page' as const, attributes };
}

export function presentFetchedEvent(page: Pick<Page, 'id' | 'title' | 'precis' | 'imageUrl' | 'leadImageUrl'>) {
  // The event's card picture, as its card in lists shows it (presenters/pages.ts).
  const attributes: FetchedEventAttributes = {
    image_url: shownMediaSource(page.leadImageUrl) || page.imageUrl,
    title: page.title,
    precis: page.precis,
  };
  return { id: String(page.id), type: 'event' as const, attributes };
}

/** The site's settings, with the themed series' page when it is published (`series`), and whether e-mail is set up. */
export function presentSiteConfig(
  site: SiteConfig,
  emailConfigured: boolean,
  series: Pick<Page, 'id' | 'title'> | undefined,
  signIn?: Pick<SiteConfigAttributes, 'sso' | 'password_sign_in'>,
) {
  const { siteName, domains, themedSeriesSlug, timeZone } = site;
  const present = (announcement: Announcement | null) =>
    announcement
      ? { title: announcement.title, subtitle: announcement.subtitle, second_title: announcement.secondTitle, link: announcement.link }
      : null;
  const attributes: SiteConfigAttributes = {
    site_name: siteName,
    site_domains: domains,
    time_zone: timeZone,
    email: emailConfigured,
    themed_series: { slug: themedSeriesSlug, title: series?.title ?? null, page_id: series?.id ?? null },
    announcement: present(announcementFor(site, 'en')),
    announcement_hk: present(announcementFor(site, 'hk')),
    ...signIn,
  };
  return { id: 'site', type: 'site_config' as const, attributes };
}
