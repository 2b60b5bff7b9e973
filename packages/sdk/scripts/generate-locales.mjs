// Generates the screen labels of each built-in language (src/generated/labels{Ja,ZhCN,En}{First,Rest}.ts) from
// the area files in src/i18n/labels, where each area keeps its three languages side by side for translators.
// Apps then load only the chosen language's modules: its first part (the areas in FIRST_LABEL_AREAS, enough for
// a start screen) and the rest. `npm run gen` writes them; a test compares.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const labelsEntry = fileURLToPath(new URL('../src/i18n/labels/index.ts', import.meta.url));

/** The label areas' keys as types, so published types never carry the texts. */
export const labelKeysUrl = new URL('../src/generated/labelKeys.ts', import.meta.url);

const LANGUAGE_FILES = [
  ['ja', 'Ja'],
  ['zh-CN', 'ZhCN'],
  ['en', 'En'],
];

/** Each built-in language, each part of its labels, and the module they go to. */
export const labelModules = LANGUAGE_FILES.flatMap(([language, name]) =>
  ['first', 'rest'].map((part) => [
    language,
    part,
    new URL(`../src/generated/labels${name}${part === 'first' ? 'First' : 'Rest'}.ts`, import.meta.url),
  ]),
);

/**
 * @returns {Promise<{ labelAreas: Record<string, Record<string, Record<string, string>>>, FIRST_LABEL_AREAS: string[] }>}
 * area -> language -> key -> text, and the areas of the first part
 */
async function readLabelsModule() {
  const result = await build({
    entryPoints: [labelsEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

async function readAreas() {
  return (await readLabelsModule()).labelAreas;
}

/**
 * @param {string} language
 * @param {'first' | 'rest'} part
 * @returns {Promise<string>} the TypeScript source of one part of one language's labels, flat `<area>.<key>` keys
 */
export async function generateLabels(language, part) {
  const { labelAreas, FIRST_LABEL_AREAS } = await readLabelsModule();
  const flat = {};
  for (const [area, set] of Object.entries(labelAreas)) {
    if (FIRST_LABEL_AREAS.includes(area) !== (part === 'first')) continue;
    for (const [key, text] of Object.entries(set[language])) flat[`${area}.${key}`] = text;
  }
  const what =
    part === 'first'
      ? `the areas a start screen needs (${FIRST_LABEL_AREAS.join(', ')})`
      : "every area but the first part's";
  return `/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run \`npm run gen\`.
 */

/** Screen labels in ${language}, ${what}: the \`labels\` namespace, one flat \`<area>.<key>\` key per text. */
export const ${part}Labels: Readonly<Record<string, string>> = ${JSON.stringify(flat, null, 2)};
`;
}

const union = (keys) => (keys.length === 0 ? 'never' : keys.map((k) => `'${k}'`).join(' | '));

/** @returns {Promise<string>} the TypeScript source of every area's keys and counted keys */
export async function generateLabelKeys() {
  const areas = await readAreas();
  const keys = [];
  const counted = [];
  for (const [area, set] of Object.entries(areas)) {
    const reference = Object.entries(set.ja);
    keys.push(`  ${area}: ${union(reference.map(([k]) => k))};`);
    counted.push(`  ${area}: ${union(reference.filter(([, t]) => t.includes('{{count')).map(([k]) => k))};`);
  }
  return `/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run \`npm run gen\`.
 */

/** Every screen area and the keys of its labels. */
export interface LabelKeyTable {
${keys.join('\n')}
}

/** The counted keys of each area: their Japanese text interpolates \`{{count}}\`. */
export interface CountedLabelKeyTable {
${counted.join('\n')}
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [language, part, url] of labelModules)
    await writeFile(url, await generateLabels(language, part));
  await writeFile(labelKeysUrl, await generateLabelKeys());
  console.log(
    `wrote ${[...labelModules.map(([, , url]) => url), labelKeysUrl].map((u) => fileURLToPath(u)).join(', ')}`,
  );
}
