// `npm run routes`: every path of spec §2 with its owning area and whether its page is
// built (registered in the route table), plus pages the areas added beyond the spec.
import { appRoutes } from '../src/app/appRoutes';
import { CAMPAIGNS, campaignFor, isLive } from '../src/app/campaigns';
import { SPEC_ROUTES } from '../src/app/specRoutes';

const now = Date.now();
const built = new Map(appRoutes.map((route) => [route.path, route]));
const rows = SPEC_ROUTES.map(({ path, area }) => {
  const campaign = campaignFor(path);
  const ended = campaign && !isLive(campaign, now) ? 'ended → /h5/activity_end' : '';
  return { path, area, status: built.has(path) ? 'built' : 'not built', note: ended };
});
const extras = appRoutes.filter((route) => !SPEC_ROUTES.some((spec) => spec.path === route.path));

const width = Math.max(...rows.map((row) => row.path.length), ...extras.map((route) => route.path.length)) + 2;
console.log(`${'path'.padEnd(width)}${'area'.padEnd(12)}${'status'.padEnd(11)}note`);
for (const row of rows)
  console.log(`${row.path.padEnd(width)}${row.area.padEnd(12)}${row.status.padEnd(11)}${row.note}`);
if (extras.length > 0) {
  console.log('\nbeyond spec §2:');
  for (const route of extras) console.log(`${route.path.padEnd(width)}${route.id}`);
}
const builtCount = rows.filter((row) => row.status === 'built').length;
const endedCount = CAMPAIGNS.filter((campaign) => !isLive(campaign, now)).flatMap((campaign) => campaign.paths).length;
console.log(
  `\n${builtCount} of ${rows.length} spec paths built, ${rows.length - builtCount} not built; ${endedCount} campaign paths ended (today, ${new Date(now).toISOString().slice(0, 10)}), shown as the activity-ended page.`,
);
