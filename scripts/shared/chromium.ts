// Debian's Chromium and its flags, for every browser this project starts: the end-to-end tests
// (playwright.config.ts) and the benchmark (scripts/bench). Never a downloaded browser.

/** Debian's Chromium (`apt-get install chromium`). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off in every Chromium it launches. Chromium reads only the last
 * --disable-features it is given, so a list of ours must carry Playwright's too, or they would be on again
 * (tests/unit/scripts/shared/chromium.test.ts checks this list against the installed Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156 draws the address bar's suggestions as a web page of its own (chrome://omnibox-popup.top-chrome,
 * and its AI-mode twin), loaded in a renderer of its own for every new window, headless too: in the tests,
 * for every browser context. Nobody sees it, and it cost about 1 CPU-second per context, as much as a page
 * of the bundled list: 8 loads of the search page took 32–39 CPU-s with it and 19–24 without.
 */
export const NO_ADDRESS_BAR_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const;

/**
 * The flags: no sandbox (containers), no GPU, no background traffic beyond 127.0.0.1, and none of the
 * features above.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_PAGES].join(',')}`,
];
