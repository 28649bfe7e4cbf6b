// Chromium for the bench scripts. Debian's Chromium now and then dies while
// starting (see e2e/fixtures.ts): it gets a few tries.
import { chromium } from '@playwright/test';

export async function launchChromium() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    } catch (e) {
      if (attempt === 3) throw e;
      console.error(`Chromium did not start (attempt ${attempt} of 3): ${String(e).split('\n')[0]}`);
    }
  }
}
