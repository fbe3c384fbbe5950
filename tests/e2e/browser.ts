import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Content-Security-Policy violations any page reported since the test file began (see eachFile.ts). */
const violations: string[] = [];
let checked = 0;

/** Forgets every violation recorded: a test file starts with none (files share their worker's modules). */
export function forgetCspViolations(): void {
  violations.length = 0;
  checked = 0;
}

/** The violations reported since the last check, which are then forgotten: for a test that causes one on purpose. */
export function takeCspViolations(): string[] {
  return violations.splice(checked);
}

/** Throws when pages reported violations since the last check (`sinceLastCheck`) or since the file began. */
export function checkCspViolations({ sinceLastCheck }: { sinceLastCheck: boolean }): void {
  const seen = sinceLastCheck ? violations.slice(checked) : violations;
  checked = violations.length;
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
}

/**
 * Records every violation of the context's pages: each document's `securitypolicyviolation` events (also kept on
 * its `window.mastheadCspViolations`) and the browser's console messages about the policy.
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('mastheadReportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    const page = window as unknown as { mastheadCspViolations: string[]; mastheadReportCspViolation(text: string): void };
    page.mastheadCspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const sample = event.sample ? ` (${event.sample})` : '';
        const text = `${event.effectiveDirective} refused ${event.blockedURI}${sample} at ${event.sourceFile || 'the document'}:${event.lineNumber}`;
        page.mastheadCspViolations.push(text);
        void page.mastheadReportCspViolation(text);
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/content.security.policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? 'a worker'}: console: ${message.text()}`);
  });
}

/** Chromium; every page it opens, through `newPage` or `newContext`, records CSP violations. */
async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // Playwright's newPage opens its own context through newContext.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await recordCspViolations(context);
    return context;
  };
  return browser;
}

/** The Chromium of this test worker, which its files share; null until one asks (or outside a test worker). */
let workerChromium: Promise<Browser> | null = null;

/**
 * Chromium for a test file. In a test worker the files share one (they share the worker's modules): what a file gets
 * opens pages and contexts of its own, and its `close` closes those, not the browser. Elsewhere (the benches) a
 * browser of its own, which `close` closes.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!process.env.VITEST_POOL_ID) return launchChromium();
  // A launch that failed is not kept: the next file tries again.
  const launch = () => {
    workerChromium = launchChromium();
    workerChromium.catch(() => (workerChromium = null));
    return workerChromium;
  };
  let browser = await (workerChromium ?? launch());
  if (!browser.isConnected()) browser = await launch();
  const made = new Set<BrowserContext>();
  const keep = (context: BrowserContext) => {
    made.add(context);
    context.once('close', () => made.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => keep(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      keep(page.context());
      return page;
    },
    contexts: () => [...made],
    close: async () => {
      await Promise.all([...made].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key in own) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function signInThroughForm(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/en/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
