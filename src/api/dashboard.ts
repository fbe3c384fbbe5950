import type { DashboardAnswer, DashboardGroup, DashboardList } from '../../contract/dashboard';
import { api } from './client';

/** The dashboard's filters as the screen keeps them (its address's query): docs/api.md, "Dashboard". */
export type DashboardFilters = Partial<Record<'collection' | 'locale' | 'author' | 'state' | 'q', string>>;

const paramsOf = (filters: DashboardFilters, extra: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries({ ...filters, ...extra }).filter(([, value]) => value));

export async function readDashboard(filters: DashboardFilters): Promise<DashboardAnswer> {
  return api.get('dashboard', { searchParams: paramsOf(filters) }).json<DashboardAnswer>();
}

/** A group's next page after `cursor`. */
export async function readDashboardGroup(filters: DashboardFilters, group: DashboardGroup, cursor: string): Promise<DashboardList> {
  const answer = await api.get('dashboard', { searchParams: paramsOf(filters, { group, cursor }) }).json<DashboardAnswer>();
  return answer.data[group] ?? { items: [], next_cursor: null };
}
