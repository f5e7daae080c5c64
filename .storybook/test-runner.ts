import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { FIND_NUMBER_BREAKS } from './numberBreaks.ts';
import { viewportSize } from './viewports.ts';

/** The committed visual baselines: the offline twin of Chromatic. */
const BASELINE_DIR = path.join(process.cwd(), 'stories', '__baselines__');

/**
 * axe-core once per page (the test-runner renders a file's stories in one page), not per story:
 * injecting it is a 500 KB script each time.
 */
async function ensureAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
}

/**
 * The gate fails on serious and critical violations only. A rule whose every check is minor or
 * moderate (region, landmarks, heading order…) can never fail it, so it is not run: that halves
 * axe's time per story. Read from the loaded axe-core itself, so a new version is followed; if its
 * internals are not there, every rule runs.
 */
function rulesThatCannotFailTheGate(page: Page): Promise<Record<string, { enabled: false }>> {
  return page.evaluate(() => {
    type Rule = { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] };
    type Check = { id: string } | string;
    type Audit = { rules?: Rule[]; data?: { checks?: Record<string, { impact?: string } | undefined> } };
    const audit = (window as unknown as { axe?: { _audit?: Audit } }).axe?._audit;
    const checkData = audit?.data?.checks;
    if (!audit?.rules || !checkData) return {};
    const off: Record<string, { enabled: false }> = {};
    for (const rule of audit.rules) {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
        typeof check === 'string' ? check : check.id,
      );
      const impacts = [rule.impact, ...checks.map((id) => checkData[id]?.impact ?? 'unknown')];
      if (impacts.every((impact) => impact === undefined || impact === 'minor' || impact === 'moderate')) {
        off[rule.id] = { enabled: false };
      }
    }
    return off;
  });
}

/**
 * Chromium encodes equal pixels to equal bytes, and the baselines are the runner's own PNGs:
 * a byte-equal screenshot needs no decoding and pixel diff (~0.3 s a story). Anything else,
 * and a missing baseline, goes to jest-image-snapshot, which decides and reports.
 */
function equalsBaseline(image: Buffer, storyId: string): boolean {
  const snapshotState = (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState;
  if (snapshotState?._updateSnapshot === 'all') return false;
  const baseline = path.join(BASELINE_DIR, `${storyId}.png`);
  return existsSync(baseline) && readFileSync(baseline).equals(image);
}

/**
 * CSS transitions end at once under the test-runner. A state the play function just reached (a field's frame
 * turning red, its focus glow fading) was otherwise caught half-way now and then, and even waiting for the
 * transitions to finish left a stale strip of the glow painted on a loaded machine. Storybook already freezes
 * animations at their end; this does the same for transitions. Once per page (a file's stories share one).
 */
function withoutTransitions(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (document.getElementById('test-runner-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'test-runner-no-transitions';
    style.textContent =
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
    document.head.append(style);
  });
}

/**
 * Fades the page out for a frame and back (opacity, not visibility: a hidden element loses focus, and a focus ring
 * is part of some states), so the screenshot is a fresh paint of the whole page. Chromium
 * sometimes leaves a strip of a box-shadow that just went away (a field's focus glow, after the play function
 * tapped the button below it) painted on: a baseline then failed on 215 pixels one time in two.
 */
function repaintEverything(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    root.style.opacity = '0';
    await frame();
    await frame();
    root.style.opacity = '';
    await frame();
    await frame();
  });
}

/**
 * No transient focus in a screenshot: what the play function last tapped or typed in keeps the focus (a field's glow,
 * a button's ring), and whether Chromium draws it depended on timing — under load a story (RechargePage
 * ForSomeoneNotFound) captured a ring its baseline did not have. The focused element is blurred before the shot, as a
 * person's next tap elsewhere would, unless the story declares focus as its state (`parameters.showsFocus`: keyboard
 * navigation, a dialog's first focus). Forced pseudo-states (`:focus-visible` stories) are classes, not focus: kept.
 */
async function withoutTransientFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    let active = document.activeElement;
    // A focused element inside an open shadow root (none today) is the root's active element.
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement || active instanceof SVGElement) active.blur();
  });
}

/**
 * One axe run a story (it is the runner's most expensive step): serious and critical violations, and text axe measured
 * below its contrast requirement but filed as "incomplete" (needs review) instead. axe files there text whose colour it
 * computed but could not confirm — text the colour of its background (1:1, taken for hidden text) among it: the gate
 * missed a white heading on a white card that way (issue 15), so a computed ratio below the requirement fails too.
 * (Text over a gradient or image has no computed ratio: the tokens of ui/surfaces.ts and their contrast test cover
 * those.)
 */
async function accessibilityFindings(page: Page): Promise<{ violations: string[]; lowContrast: string[] }> {
  const rules = await rulesThatCannotFailTheGate(page);
  return page.evaluate(async (rules) => {
    type Node = {
      target: string[];
      html: string;
      any: { data?: { contrastRatio?: number; expectedContrastRatio?: string } }[];
    };
    type Result = { id: string; impact?: string | null; help: string; nodes: Node[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: string, options: object) => Promise<{ violations: Result[]; incomplete: Result[] }> };
      }
    ).axe;
    // restoreScroll: axe scrolls scrollable regions to check what is inside them (a swipeable row of cards), then
    // puts them back.
    const result = await axe.run('#storybook-root', {
      rules,
      resultTypes: ['violations', 'incomplete'],
      restoreScroll: true,
    });
    return {
      violations: result.violations
        .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
        .map(
          (rule) =>
            `${rule.id} (${rule.impact}): ${rule.help}\n${rule.nodes.map((node) => `  ${node.target.join(' ')}: ${node.html}`).join('\n')}`,
        ),
      lowContrast: result.incomplete
        .filter((rule) => rule.id === 'color-contrast')
        .flatMap((rule) => rule.nodes)
        .filter((node) => {
          const data = node.any[0]?.data;
          const ratio = data?.contrastRatio ?? 0;
          return ratio > 0 && ratio < Number.parseFloat(data?.expectedContrastRatio ?? '4.5');
        })
        .map((node) => `${node.target.join(' ')}: ${node.any[0]?.data?.contrastRatio}:1`),
    };
  }, rules);
}

/**
 * `screenshot: 'whole'` (storyKit `wholePage`): a page whose bars are pinned to the screen's bottom (recharge, VIP, a
 * board, the race) is reviewed whole by making the phone as tall as the page — the pinned bar stays at the bottom, where
 * a full-page capture of the 812 px phone would draw it mid-page, and payment methods, agents and whole lists show.
 * Heights that follow the screen (100dvh) grow with it, so it measures again until the page fits (at most 6000 px).
 */
async function growPhoneToPage(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const viewport = page.viewportSize() ?? { width: 375, height: 812 };
    if (height <= viewport.height) return;
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, 6000) });
    await repaintEverything(page);
  }
}

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
    await ensureAxe(page);
    await withoutTransitions(page);
  },

  async postVisit(page, story) {
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // Accessibility: no serious or critical axe violation, no text measured below its contrast requirement.
    const accessibility = await accessibilityFindings(page);
    expect(accessibility.violations).toEqual([]);
    expect(accessibility.lowContrast).toEqual([]);

    // Issue 30: nothing is wider than the phone (a 389 px login page was reviewed as if it fitted), and no number is
    // split from its unit or date across two lines (numberBreaks.ts). Each story is scanned in its own language: the
    // pages have a story per language.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate<string[]>(FIND_NUMBER_BREAKS)).toEqual([]);

    // Visual baseline. Storybook already freezes every animation at its end state for the
    // test-runner (reversed + paused at 0). Playwright's `animations: 'disabled'` must not be
    // added: finishing a reversed animation lands on its *first* keyframe, so fade-ins vanish.
    // A full-page shot of a page the play function scrolled would draw its sticky bars mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Very long pages (100-row boards) keep the first screen only: the rest is the same row again.
    const { screenshot, showsFocus } = (await getStoryContext(page, story)).parameters as {
      screenshot?: 'viewport' | 'whole';
      showsFocus?: boolean;
    };
    if (showsFocus !== true) await withoutTransientFocus(page);
    await repaintEverything(page);
    if (screenshot === 'whole') await growPhoneToPage(page);
    const image = await page.screenshot({ fullPage: screenshot === undefined, caret: 'hide' });
    if (equalsBaseline(image, story.id)) return;
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
