import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the built app (npm run build first), in Debian's Chromium: browser downloads are
// impossible here (TOOLCHAIN). The database is a throw-away PGlite unless E2E_DATABASE_URL names a
// PostgreSQL database made for this run (.ci/run does that).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Overridable so that two runs can share a machine.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);
// The server's files (listing photos) in a folder of this run's own: keys are content-addressed, so two runs
// sharing a folder would delete each other's files. Set once here; the workers inherit it with the environment.
process.env.E2E_STORAGE_DIRECTORY ??= mkdtempSync(join(tmpdir(), 'bizbazaar-e2e-files-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Visual snapshots (e2e/visual.spec.ts): animations stopped and the caret hidden; 1% of the pixels may differ,
  // for anti-aliasing at the edges of text. A pixel differs at a colour distance of 0.05, not the default 0.2,
  // under which the accent turned from indigo to teal still passed.
  expect: { timeout: 10_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.05 } },
  // One set of PNGs for every machine and both database engines, with no platform suffix: CI compares with the committed ones.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every journey costs a fifth of the run's time; CI records the retry of a failed one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // The phone journeys run only on the phone, everything else only on the desktop.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /(responsive|phone-layout)\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /(responsive|phone-layout)\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
    },
    {
      // The server as `npm start` runs it (ADR 0028): the compiled dist/app/main.js of the same build.
      command: 'node --enable-source-maps dist/app/main.js',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'memory://',
        STORAGE_URL: `file:${process.env.E2E_STORAGE_DIRECTORY}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Fixtures give each test its own X-Forwarded-For, so per-IP rate limits stay per test: the browser
        // connects over loopback, which the server trusts as its proxy here.
        TRUST_PROXY: 'loopback',
        // Demo accounts (an admin among them) and listings, as a newcomer would see them.
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // As deployed: React's production build renders the public pages (its development build is several
        // times slower); production asks for a secret of its own.
        NODE_ENV: 'production',
        AUTH_SECRET: 'e2e-only-secret-not-used-anywhere-else-0123456789',
      },
    },
  ],
});
