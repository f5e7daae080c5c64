import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The vendor disclaimer ("this activity has nothing to do with Apple Inc.") is for activities and games only (App
// Store rule 5.3 asks it of contests and sweepstakes): every game and event page carries it, and money, identity,
// legal and creator pages never do (issue 30). A page carries it through `Scaffold iosFooter` or `<IosFooter />`.
const FEATURES = join(__dirname, '..', 'features');
const carriesFooter = (file: string) => /\biosFooter\b|<IosFooter\b/.test(readFileSync(join(FEATURES, file), 'utf8'));

const ACTIVITY_PAGES = [
  'race/pages/RacePage.tsx',
  'race/pages/RaceRulesPage.tsx',
  'scratch/pages/ScratchPage.tsx',
  'scratch/pages/ScratchRulesPage.tsx',
  'christmas/pages/ChristmasPage.tsx',
  'christmas/pages/ChristmasRulesPage.tsx',
  'ranks/pages/RankBoardPage.tsx',
  'ranks/pages/RankRulesPage.tsx',
  'ranks/pages/YearlyRewardPage.tsx',
  'noble/pages/NoblePage.tsx',
  'official/pages/ActivityEndPage.tsx',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(join(FEATURES, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => join(dir, name));

const NEVER = [...filesUnder('wallet'), ...filesUnder('agreements'), ...filesUnder('anchor')];

describe('the Apple activity disclaimer', () => {
  it.each(ACTIVITY_PAGES)('is under the game or event page %s', (file) => {
    expect(carriesFooter(file)).toBe(true);
  });
  it('is on no money, login, legal or creator page', () => {
    expect(NEVER.filter(carriesFooter)).toEqual([]);
  });
});
