import { bridgeCalls, bridgeState, expect, injectMockBridge, recordAnalytics, test } from './fixtures';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const transports = [
  { name: 'iOS (WVJBCallbacks bootstrap)', transport: 'ios-bootstrap', platform: 'ios', userAgent: IPHONE_UA },
  { name: 'Android (JsBridge ready event)', transport: 'android', platform: 'android', userAgent: undefined },
] as const;

for (const { name, transport, platform, userAgent } of transports) {
  test.describe(`boot inside the app, ${name}`, () => {
    if (userAgent) test.use({ userAgent });

    test('signed self info, stripped URL, bridge calls and analytics events', async ({ page }) => {
      await injectMockBridge(page, { transport, injectDelayMs: 120, statusBarHeight: 30 });
      const events = recordAnalytics(page);
      const selfInfo = page.waitForRequest((request) => request.url().includes('/api/ucuser/v1/self/info'));

      await page.goto('/?access_token=tok-e2e&app-language=en&refer=share_card&public_id=8862031');

      // The token leaves the address bar before anything records the URL.
      await expect.poll(() => page.url()).not.toContain('access_token');
      expect(new URL(page.url()).searchParams.get('refer')).toBe('share_card');

      // Self info is requested after the bridge answered: the app headers are there.
      const request = await selfInfo;
      const headers = request.headers();
      expect(headers['access-token']).toBe('tok-e2e');
      expect(headers['app-platform']).toBe(platform);
      expect(headers['app-version']).toBe('6.8.0');
      expect(headers['app-language']).toBe('en');
      const query = new URL(request.url()).searchParams;
      expect(query.get('sign')).toMatch(/^[0-9A-F]{40}$/);
      expect(query.get('access_key')).toBe('h5-web');

      await expect(page.getByRole('heading', { name: 'Hi, 星河小熊' })).toBeVisible();
      await expect(page.locator('header')).toHaveCSS('padding-top', '30px');

      const calls = (await bridgeCalls(page)).map((call) => call.name);
      expect(calls).toEqual(expect.arrayContaining(['getAppInfo', 'getStatusBarHeight', 'setTitleBar']));
      if (transport === 'android') {
        expect((await bridgeState(page)).initCalls).toBe(1);
      }

      await expect
        .poll(() => events.map((event) => event.event).sort())
        .toEqual(['web_homepage_exposure', 'web_page_exposure']);
      const homepage = events.find((event) => event.event === 'web_homepage_exposure')!;
      expect(homepage.properties).toMatchObject({ app_user_id: 'u_10086', title: 'Official home' });
      expect(homepage.properties.app_device_id).toMatch(/^[0-9a-f]{32}$/);
      expect(homepage.distinct_id).toBe('u_10086'); // analytics login(userid) came first
      const exposure = events.find((event) => event.event === 'web_page_exposure')!;
      expect(exposure.properties).toMatchObject({
        public_id: '8862031',
        gender: 'male',
        user_level: 36,
        is_high_quality: true,
        refer: 'share_card',
      });
      for (const event of events) expect(JSON.stringify(event)).not.toContain('tok-e2e');
    });
  });
}

test('opened in a plain browser: no bridge within 1.5 s, the page still works', async ({ page }) => {
  const events = recordAnalytics(page);
  await page.goto('/?access_token=tok-browser&app-language=ko');
  await expect(page.getByRole('heading', { name: '안녕하세요, 星河小熊님' })).toBeVisible();
  await expect(page).toHaveTitle('공식 홈');
  // 25 px until the bridge would have answered, then a browser has no status bar to avoid.
  await expect(page.locator('header')).toHaveCSS('padding-top', '0px');
  await expect.poll(() => events.map((event) => event.event)).toContain('web_homepage_exposure');
});

test('no request carries the page address with its token as Referer, not even the first assets', async ({ page }) => {
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(`${request.url()} ← ${referer}`);
  });
  await injectMockBridge(page);
  await page.goto('/h5/activity_end?access_token=tok-referer-secret&app-language=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(referers.length).toBeGreaterThan(0);
  for (const entry of referers) expect(entry.split(' ← ')[1]).not.toContain('tok-referer-secret');
});

test('the debug console is a lazy chunk fetched on a debug host, not part of the initial load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await injectMockBridge(page);
  await page.goto('/?access_token=tok');
  await expect.poll(() => scripts.some((path) => /vconsole/i.test(path))).toBe(true);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/vconsole/i);
});

// Each screen its own test (eight page loads in one test outran its timeout beside another browser in CI).
const measuredScreens = [
  ['/h5/race', 'zh-Hant'],
  ['/h5/race', 'en'],
  ['/h5/noble', 'zh-Hant'],
  ['/h5/noble', 'ko'],
  ['/h5/christmas', 'zh-Hant'],
  ['/h5/christmas', 'en'],
  ['/h5/whole_rank', 'zh-Hant'],
  ['/h5/whole_rank', 'ja'],
] as const;

for (const [path, language] of measuredScreens) {
  test(`${path} in ${language} builds no Intl number or date format on its first screen (the first costs a page 140–200 ms at 4× CPU)`, async ({
    page,
  }) => {
    await injectMockBridge(page);
    // Every Intl.NumberFormat and Intl.DateTimeFormat the page builds, with its language and options.
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      const intl = Intl as unknown as Record<string, object>;
      for (const name of ['NumberFormat', 'DateTimeFormat']) {
        const record = (args: unknown[]) => built.push(`${name} ${JSON.stringify(args)}`);
        intl[name] = new Proxy(intl[name] as (...args: unknown[]) => unknown, {
          construct: (target, args) => (record(args), Reflect.construct(target, args)),
          apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
        });
      }
    });
    await page.goto(`${path}?access_token=e2e-intl-${language}&app-language=${language}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
  });
}
