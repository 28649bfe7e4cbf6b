import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against a running site.
// `go run mage.go test` builds the site, serves it on a free port and sets
// BASE_URL; to run them by hand: `go run mage.go serve` in one terminal and
// `BASE_URL=http://127.0.0.1:3000 pnpm --filter @vocedocs/site e2e` in another.
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.VOCE_PW_JSON ?? 'test-results/report.json' }]],
  // mage test gives each of its runs a folder, so a failure's files outlive the next run.
  outputDir: process.env.VOCE_PW_OUT ?? 'test-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
