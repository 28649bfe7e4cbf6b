// Prints, as one JSON line, what the pending changesets of the current
// folder release, as `changeset version` will apply them (fixed groups and
// dependents included): {"changesets": N, "bumps": {"@vocedocs/theme": "minor", …}}.
// A changeset that does not parse is named with its file.
import { readdirSync, readFileSync } from 'node:fs';
import getReleasePlan from '@changesets/get-release-plan';
import parse from '@changesets/parse';

for (const file of readdirSync('.changeset')) {
  if (!file.endsWith('.md') || /^README\.md$/i.test(file)) continue;
  try {
    parse(readFileSync(`.changeset/${file}`, 'utf8'));
  } catch (e) {
    console.error(`.changeset/${file}: ${e.message}`);
    process.exit(1);
  }
}
const plan = await getReleasePlan(process.cwd());
const bumps = {};
for (const r of plan.releases) {
  if (r.type !== 'none') bumps[r.name] = r.type;
}
console.log(JSON.stringify({ changesets: plan.changesets.length, bumps }));
