// Before/after contact sheets of the visual baselines, for design review and issue notes.
//
//   node scripts/contact-sheet.mjs --ref <git ref> [--match ranks-[,race-…]] [--out .contact-sheets] [--columns 4]
//
// Every baseline in stories/__baselines__ whose name contains --match (one of them, comma-separated) and that differs from the one
// at --ref is drawn twice, before (left, at --ref) and after (right, the working tree), at half size.
// The sheets go to --out (git-ignored) as PNGs of at most 24 pairs each.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ref = option('--ref');
const match = option('--match', '');
const matches = match.split(',');
const out = path.resolve(option('--out', '.contact-sheets'));
const columns = Number(option('--columns', '4'));
if (!ref) throw new Error('--ref <git ref> is required');

const dir = 'stories/__baselines__';
const before = (name) => {
  try {
    return execFileSync('git', ['show', `${ref}:${dir}/${name}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null; // new since the ref
  }
};
const changed = readdirSync(dir)
  .filter((name) => name.endsWith('.png') && matches.some((part) => name.includes(part)))
  .map((name) => ({ name, after: readFileSync(path.join(dir, name)), before: before(name) }))
  .filter(({ after, before }) => !before || !before.equals(after));

mkdirSync(out, { recursive: true });
const dataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`;
const cell = ({ name, before: old, after }) => `
  <figure>
    <div class="pair">${old ? `<img src="${dataUrl(old)}">` : '<div class="new">new</div>'}<img src="${dataUrl(after)}"></div>
    <figcaption>${name.replace(/\.png$/, '')}</figcaption>
  </figure>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const pageSize = 24;
for (let start = 0; start < changed.length; start += pageSize) {
  const batch = changed.slice(start, start + pageSize);
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 16px; font: 12px sans-serif; background: #e9e6ef; }
    main { display: grid; grid-template-columns: repeat(${columns}, max-content); gap: 16px; }
    figure { margin: 0; }
    .pair { display: flex; gap: 4px; align-items: flex-start; }
    .pair img, .new { width: 188px; border: 1px solid #bbb; background: #fff; }
    .new { height: 80px; display: grid; place-items: center; }
    figcaption { max-width: 384px; margin-top: 4px; overflow-wrap: anywhere; }
  </style><main>${batch.map(cell).join('')}</main>`;
  const page = await browser.newPage({ viewport: { width: columns * 400 + 32, height: 800 } });
  await page.setContent(html, { waitUntil: 'load' });
  const file = path.join(out, `contact-${matches.length > 1 ? 'pages' : match || 'all'}-${start / pageSize + 1}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  console.log(`${file}: ${batch.length} baselines`);
}
await browser.close();
writeFileSync(path.join(out, 'changed.txt'), changed.map(({ name }) => name).join('\n') + '\n');
console.log(`${changed.length} changed since ${ref}`);
