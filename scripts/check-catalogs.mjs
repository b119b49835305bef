// The catalogs' step of the gate (docs/i18n.md): extraction must already be up to date with the code, and
// every catalog must compile strictly, so a message without its translation in one of the languages, or a
// translation that is not a valid ICU message, fails. Both run on the working tree; when extraction or
// compilation changes a file, the step fails and leaves the updated files to review and commit.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = 'src/locales';

function snapshot() {
  const files = new Map();
  for (const locale of readdirSync(LOCALES)) {
    for (const name of readdirSync(join(LOCALES, locale))) {
      const path = join(LOCALES, locale, name);
      files.set(path, readFileSync(path, 'utf8'));
    }
  }
  return files;
}

function run(args) {
  // One process: the work is a few files, and worker threads cost more to start than they save here.
  const result = spawnSync('npx', ['lingui', ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error(`\nlingui ${args.join(' ')} failed: see above.`);
    process.exit(1);
  }
}

const before = snapshot();
run(['extract', '--clean', '--workers', '1']);
run(['compile', '--strict']);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(
    `The catalogs were behind the code. Extraction and compilation have now updated:\n  ${changed.join('\n  ')}\n` +
      'Translate what is new in every language (docs/i18n.md), run `npm run i18n:check` again, and commit src/locales/.',
  );
  process.exit(1);
}
// Each language has two catalogs (lingui.config.js), each a PO file and its compiled module.
console.info(`catalogs: up to date, ${readdirSync(LOCALES).length} languages compiled strictly`);
