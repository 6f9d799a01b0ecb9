// Playwright drives Debian's Chromium, never a downloaded browser. Installs it when missing and
// running as root (CI); otherwise stops with the one command that fixes it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const path = chromiumPath;
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian chromium (about 40 s)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium not found at ${path}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
