/* The staff dashboard's calls (issue 33): one answer for every group, and a group's next page. */
export { readDashboard, readDashboardGroup, type DashboardFilters } from '../api/dashboard';
