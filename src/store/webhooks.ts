/*
 * The administrators' webhooks (issue 36): endpoints and their delivery logs, loaded with their screen only
 * (components never call src/api themselves).
 */
export {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  updateEndpoint,
  type WithSecret,
} from '../api/webhooks';
