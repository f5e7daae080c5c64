import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';
import { viewportSize } from './viewports.ts';

/** The committed visual baselines: the offline twin of Chromatic. */
const BASELINE_DIR = path.join(process.cwd(), 'stories', '__baselines__');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The runner ignores story viewports unless they are applied here; default is the 375 px design phone.
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const globals = (context.storyGlobals ?? {}) as { viewport?: { value?: string } };
    const parameters = context.parameters as { viewport?: { value?: string } };
    await page.setViewportSize(viewportSize(globals.viewport?.value ?? parameters.viewport?.value));
    await injectAxe(page);
  },

  async postVisit(page, story) {
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // Accessibility: fail on serious or critical axe violations.
    await checkA11y(page, '#storybook-root', {
      includedImpacts: ['serious', 'critical'],
      detailedReport: true,
      detailedReportOptions: { html: true },
      verbose: false,
    });

    // Visual baseline. Storybook already freezes every animation at its end state for the
    // test-runner (reversed + paused at 0). Playwright's `animations: 'disabled'` must not be
    // added: finishing a reversed animation lands on its *first* keyframe, so fade-ins vanish.
    // A full-page shot of a page the play function scrolled would draw its sticky bars mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Very long pages (100-row boards) keep the first screen only: the rest is the same row again.
    const { screenshot } = (await getStoryContext(page, story)).parameters as { screenshot?: 'viewport' };
    const image = await page.screenshot({ fullPage: screenshot !== 'viewport', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: BASELINE_DIR,
      customSnapshotIdentifier: story.id,
      failureThreshold: 0.0002,
      failureThresholdType: 'percent',
      // Rendering is deterministic on one machine kind, so a subtle colour change must count.
      customDiffConfig: { threshold: 0.01 },
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
