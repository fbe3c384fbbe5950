import { format, isValid, parse } from 'date-fns';

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
  const date = parse(`${day} ${time}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(date) && date.getFullYear() >= 2000 ? date.toISOString() : null;
}
