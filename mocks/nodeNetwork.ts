/**
 * Mock mode's stand-in for node:net, node:dns, node:http and node:https (vite.config.ts aliases them in `--mode mock`
 * only): the server app runs in the browser there, where webhook deliveries (server/webhooks/send.ts) cannot open
 * sockets. Importing must not throw; using them says why.
 */
const unavailable = (what: string) => () => {
  throw new Error(`${what} is not available in mock mode (the API runs in the browser).`);
};

export const isIP = (input: string) => (/^\d{1,3}(\.\d{1,3}){3}$/.test(input) ? 4 : input.includes(':') ? 6 : 0);
export class BlockList {
  addSubnet = unavailable('BlockList');
  check = unavailable('BlockList');
}
export const lookup = unavailable('DNS lookup');
const request = unavailable('An HTTP request');
export default { request };
