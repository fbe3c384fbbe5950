import { format } from 'date-fns';

export interface PublishState {
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
}

const shown = (instant: string) => format(new Date(instant), 'd MMMM yyyy, HH:mm');

/** The page's state as the editor's bar says it: "Draft", "Published", "Scheduled for 1 December 2026, 09:00". */
export function publishStateText({ published, publishAt, unpublishAt }: PublishState): string {
  if (!published && publishAt) return `Scheduled for ${shown(publishAt)}`;
  if (published && unpublishAt) return `Published, until ${shown(unpublishAt)}`;
  return published ? 'Published' : 'Draft';
}

/**
 * A local date and time from the schedule fields ('YYYY-MM-DD' and 'HH:mm', as the browser's date and time inputs
 * give them) as an ISO instant; null when either is missing or not a real moment.
 */
export function instantOf(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(year, month - 1, date, hours, minutes);
  const real = moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === date && moment.getHours() === hours && moment.getMinutes() === minutes;
  return real && year >= 2000 ? moment.toISOString() : null;
}
