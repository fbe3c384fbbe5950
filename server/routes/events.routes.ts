import { Hono } from 'hono';
import {
  createProgrammeDayBody,
  fetchEventQuery,
  saveSectionPageBody,
  updateProgrammeDayBody,
  upcomingEventsQuery,
} from '../../contract/events';
import { saveEventDetailsBody } from '../../contract/eventDetails';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { readerCached } from '../middleware/readerCached';
import { saveEventDetails } from '../services/eventDetails';
import { fetchEventByUrl, readSiteConfig } from '../services/fetchEvent';
import { createProgrammeDay, listPeriodTypes, readProgramme, readProgrammeDay, updateProgrammeDay } from '../services/programme';
import { readSectionPage, saveSectionPage } from '../services/sectionPages';
import { listUpcomingEvents } from '../services/upcomingEvents';
import { readJson, readQuery } from '../validation';

/**
 * Spec 7.6: symposium programme, period types, the what's on section page, upcoming events, event data by URL; and an
 * event page's date, times and place (issue 28).
 */
export const eventsRoutes = new Hono<AppEnv>()
  .use('/publications/:slug/days/*', readerCached())
  .use('/publications/:slug/programme', readerCached())
  .use('/period_types', readerCached())
  .use('/section_pages/*', readerCached())
  .use('/upcoming_events', readerCached(upcomingEventsQuery))
  .use('/site_config', readerCached())
  .post('/publications/:slug/days', requireUser, async (c) => {
    const body = await readJson(c, createProgrammeDayBody);
    return c.json({ data: await createProgrammeDay(c.var.deps, c.var.user, c.req.param('slug'), body) }, 201);
  })
  .put('/publications/:slug/days/:day', requireUser, async (c) => {
    const body = await readJson(c, updateProgrammeDayBody);
    return c.json({ data: await updateProgrammeDay(c.var.deps, c.var.user, c.req.param('slug'), c.req.param('day'), body) });
  })
  .get('/publications/:slug/days/:day', async (c) =>
    c.json({ data: await readProgrammeDay(c.var.deps, c.var.user, c.req.param('slug'), c.req.param('day')) }),
  )
  .get('/publications/:slug/programme', async (c) => c.json({ data: await readProgramme(c.var.deps, c.var.user, c.req.param('slug')) }))
  .get('/period_types', async (c) => c.json(await listPeriodTypes(c.var.deps)))
  .get('/section_pages/:slug', async (c) => c.json({ data: await readSectionPage(c.var.deps, c.var.user, c.req.param('slug')) }))
  .put('/section_pages/:slug', requireUser, async (c) => {
    const body = await readJson(c, saveSectionPageBody);
    return c.json({ data: await saveSectionPage(c.var.deps, c.var.user, c.req.param('slug'), body) });
  })
  .get('/upcoming_events', async (c) => {
    const { limit } = readQuery(c, upcomingEventsQuery);
    return c.json(await listUpcomingEvents(c.var.deps, c.var.user, limit));
  })
  .get('/fetch_event', async (c) => {
    const { url } = readQuery(c, fetchEventQuery);
    return c.json({ data: await fetchEventByUrl(c.var.deps, url) });
  })
  .get('/site_config', async (c) => c.json({ data: await readSiteConfig(c.var.deps) }))
  .put('/pages/:id/event', requireUser, async (c) => {
    const body = await readJson(c, saveEventDetailsBody);
    return c.json({ data: await saveEventDetails(c.var.deps, c.var.user, c.req.param('id'), body) });
  });
