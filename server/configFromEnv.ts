import path from 'node:path';
import { defaultConfig, type AppConfig } from './deps';
import { ssoFromEnv } from './services/ssoSettings';
import { defaultSiteConfig, emptySiteConfig, publicUrlFromEnv, siteConfigFromEnv } from './siteConfig';

/** A number setting: its default when unset, and a start refused with a clear message when it is not one. */
function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, accept: (value: number) => boolean, what: string): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!accept(value)) throw new Error(`${name} must be ${what}, not "${raw}".`);
  return value;
}

const whole = (value: number) => Number.isInteger(value) && value >= 0;

/** The server's settings from its environment (docs/operations.md lists them), read by the server and the commands. */
export function settingsFromEnv(env: NodeJS.ProcessEnv) {
  const port = numberFrom(env, 'PORT', 3000, whole, 'a port number');
  const demo = env.DEMO?.trim() ?? '1';
  if (demo !== '0' && demo !== '1')
    throw new Error(`DEMO must be 1 (an empty database gets the demo site) or 0 (an empty site), not "${env.DEMO}".`);
  const config: AppConfig = {
    ...defaultConfig,
    apiKey: env.API_KEY ?? defaultConfig.apiKey,
    publicUrl: publicUrlFromEnv(env, port),
    site: siteConfigFromEnv(env, demo === '1' ? defaultSiteConfig : emptySiteConfig),
    revisionCoalesceMinutes: numberFrom(
      env,
      'REVISION_COALESCE_MINUTES',
      defaultConfig.revisionCoalesceMinutes,
      (value) => value >= 0,
      'a number of minutes',
    ),
    invitationsPerHour: numberFrom(env, 'INVITATIONS_PER_HOUR', defaultConfig.invitationsPerHour, whole, 'a whole number'),
    sso: ssoFromEnv(env),
    adminPasswordSignIn: env.ADMIN_PASSWORD_SIGN_IN?.trim() === '1',
    webhooks: { allowHttp: env.WEBHOOKS_ALLOW_HTTP?.trim() === '1', allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE?.trim() === '1' },
    auditRetentionDays: numberFrom(
      env,
      'AUDIT_RETENTION_DAYS',
      defaultConfig.auditRetentionDays,
      (value) => Number.isInteger(value) && value >= 1,
      'a whole number of days, 1 or more',
    ),
  };
  return {
    port,
    /** DEMO=0: an empty database stays empty and the first visit makes its first administrator (issue 32). */
    demo: demo === '1',
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    serverEntry: path.resolve(env.SSR_DIR ?? 'dist-server', 'ssr.js'),
    jobIntervalSeconds: numberFrom(env, 'JOB_INTERVAL_SECONDS', 10, (value) => value > 0, 'a number of seconds'),
    trustProxy: numberFrom(env, 'TRUST_PROXY', 0, whole, 'the number of reverse proxies in front of the server'),
    config,
  };
}
