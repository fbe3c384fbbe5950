import { format } from 'date-fns';
import { daysSinceContent, movedDate } from '../../server/demo/demoDates';

/**
 * How readers see one of the demo content's dates ('YYYY-MM-DD', as written for DEMO_CONTENT_DAY) on a server seeded
 * today: the seed moves every demo date by the days since, so the tests expect the moved day, whatever day they run.
 */
export function demoDayAsShown(date: string, now = new Date()): string {
  const moved = movedDate(date, daysSinceContent(now));
  return format(new Date(`${moved}T12:00:00Z`), 'EEEE d MMMM yyyy');
}
