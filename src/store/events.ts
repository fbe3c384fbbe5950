import * as eventsApi from '../api/events';
import { useRemote } from '../routes/useRemote';

/*
 * Events and their programmes. Reading is for readers; the writes load the staff client on first use (staffApi in
 * src/api/readClient.ts), so event pages stay within the reader's budget. What's on is sectionPages.ts.
 */

export { createProgrammeDay, updateProgrammeDay } from '../api/events';

/** An event's programme; a new `generation` loads it again (after a change). */
export function useProgramme(eventSlug: string, generation: number) {
  return useRemote(`programme:${eventSlug}:${generation}`, (signal) => eventsApi.programme(eventSlug, { signal }));
}

export function usePeriodTypes() {
  return useRemote('period-types', (signal) => eventsApi.periodTypes({ signal }));
}

export function useUpcomingEvents(limit: number, generation: number) {
  return useRemote(`upcoming:${limit}:${generation}`, (signal) => eventsApi.upcomingEvents({ limit, signal }));
}
