// Debian's Chromium (no browser download) and the flags every suite launches it with: headless,
// and no background traffic (the machines have no internet access).
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
