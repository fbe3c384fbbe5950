import type {
  CreateProgrammeDayBody,
  Many,
  One,
  PageSummary,
  PeriodTypeAttributes,
  ProgrammeAttributes,
  ProgrammeDayAttributes,
  UpdateProgrammeDayBody,
} from '../../contract';
import { getJson, staffApi } from './readClient';

interface RequestOptions {
  signal?: AbortSignal;
}

const eventPath = (eventSlug: string) => `publications/${encodeURIComponent(eventSlug)}`;

export function upcomingEvents({ limit, signal }: RequestOptions & { limit?: number } = {}): Promise<Many<PageSummary, 'page'>> {
  return getJson<Many<PageSummary, 'page'>>('upcoming_events', { searchParams: { limit: limit || undefined }, signal });
}

export async function programme(eventSlug: string, { signal }: RequestOptions = {}): Promise<ProgrammeAttributes> {
  const body = await getJson<One<ProgrammeAttributes, 'programme'>>(`${eventPath(eventSlug)}/programme`, { signal });
  return body.data.attributes;
}

export async function programmeDay(eventSlug: string, daySlug: string, { signal }: RequestOptions = {}): Promise<ProgrammeDayAttributes> {
  const body = await getJson<One<ProgrammeDayAttributes, 'programme_day'>>(`${eventPath(eventSlug)}/days/${encodeURIComponent(daySlug)}`, {
    signal,
  });
  return body.data.attributes;
}

export async function createProgrammeDay(eventSlug: string, day: CreateProgrammeDayBody['day']): Promise<ProgrammeDayAttributes> {
  const body = await (
    await staffApi()
  )
    .post(`${eventPath(eventSlug)}/days`, { json: { day }, retry: 0 })
    .json<One<ProgrammeDayAttributes, 'programme_day'>>();
  return body.data.attributes;
}

/** PUT with the version the change was made on; a stale version fails with a 409 ApiError. */
export async function updateProgrammeDay(
  eventSlug: string,
  daySlug: string,
  day: UpdateProgrammeDayBody['day'],
): Promise<ProgrammeDayAttributes> {
  const body = await (
    await staffApi()
  )
    .put(`${eventPath(eventSlug)}/days/${encodeURIComponent(daySlug)}`, { json: { day }, retry: 0 })
    .json<One<ProgrammeDayAttributes, 'programme_day'>>();
  return body.data.attributes;
}

export async function periodTypes({ signal }: RequestOptions = {}): Promise<PeriodTypeAttributes[]> {
  const body = await getJson<Many<PeriodTypeAttributes, 'period_type'>>('period_types', { signal });
  return body.data.map((type) => type.attributes);
}
