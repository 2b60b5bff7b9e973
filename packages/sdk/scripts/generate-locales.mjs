// Generates the screen labels of each built-in language (src/generated/labels{Ja,ZhCN,En}{First,<Area>,Rest}.ts) from
// the area files in src/i18n/labels, where each area keeps its three languages side by side for translators.
// Apps then load only the chosen language's modules: its first part (the areas in FIRST_LABEL_AREAS, enough for
// a start screen) and the rest. `npm run gen` writes them; a test compares.
import { readdirSync } from 'node:fs';
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

/**
 * The areas of the rest part, one module each per language (the files of src/i18n/labels but the first part's
 * areas; `generateLabels` checks them against `labelAreas`), so an app loads only the areas a screen shows.
 */
export const REST_AREAS = readdirSync(new URL('../src/i18n/labels/', import.meta.url))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((area) => !['index', 'defineLabels', 'shell', 'auth'].includes(area))
  .sort();

/** The rest part's areas in the order of `labelAreas`. */
const REST_AREAS_IN_ORDER = (labelAreas) =>
  Object.keys(labelAreas).filter((area) => REST_AREAS.includes(area));

const capital = (area) => area[0].toUpperCase() + area.slice(1);

/** Each built-in language, each part of its labels (`first`, `rest` or one area), and the module they go to. */
export const labelModules = LANGUAGE_FILES.flatMap(([language, name]) =>
  ['first', 'rest', ...REST_AREAS].map((part) => [
    language,
    part,
    new URL(`../src/generated/labels${name}${capital(part)}.ts`, import.meta.url),
  ]),
);

/** Each built-in language's module of area loaders (literal imports, so a bundler splits each area). */
export const labelLoaderModules = LANGUAGE_FILES.map(([language, name]) => [
  language,
  new URL(`../src/generated/labels${name}Areas.ts`, import.meta.url),
]);

/** Each built-in language's module of the rest part's loaders (the same area chunks). */
export const restLoaderModules = LANGUAGE_FILES.map(([language, name]) => [
  language,
  new URL(`../src/generated/labels${name}RestLoaders.ts`, import.meta.url),
]);

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
  const rest = Object.keys(labelAreas).filter((area) => !FIRST_LABEL_AREAS.includes(area));
  if (rest.sort().join() !== REST_AREAS.join())
    throw new Error(`label areas ${rest.join()} are not the files of src/i18n/labels (${REST_AREAS.join()})`);
  const header = `/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run \`npm run gen\`.
 */
`;
  const areas =
    part === 'first' ? FIRST_LABEL_AREAS : part === 'rest' ? REST_AREAS_IN_ORDER(labelAreas) : [part];
  if (part === 'rest') {
    // The rest only gathers the area modules, so each text ships once per language. Apps never load this module:
    // `locales/<language>/rest.ts` brings the same area chunks as `loadTexts`; this static gathering
    // is for the whole language's public entry (`@tsumiki/sdk/locales/ja`), which holds every text at once.
    const name = LANGUAGE_FILES.find(([l]) => l === language)[1];
    return `${header}
${areas.map((area) => `import { areaLabels as ${area} } from './labels${name}${capital(area)}';`).join('\n')}

/** Screen labels in ${language}, every area but the first part's: the \`labels\` namespace, one flat \`<area>.<key>\` key per text. */
export const restLabels: Readonly<Record<string, string>> = {
${areas.map((area) => `  ...${area},`).join('\n')}
};
`;
  }
  const flat = {};
  for (const area of areas) {
    for (const [key, text] of Object.entries(labelAreas[area][language])) flat[`${area}.${key}`] = text;
  }
  if (part !== 'first') {
    return `${header}
/** Screen labels in ${language} of the \`${part}\` area: the \`labels\` namespace, one flat \`<area>.<key>\` key per text. */
export const areaLabels: Readonly<Record<string, string>> = ${JSON.stringify(flat, null, 2)};
`;
  }
  return `${header}
/** Screen labels in ${language}, the areas a start screen needs (${FIRST_LABEL_AREAS.join(', ')}): the \`labels\` namespace, one flat \`<area>.<key>\` key per text. */
export const firstLabels: Readonly<Record<string, string>> = ${JSON.stringify(flat, null, 2)};
`;
}

/**
 * @param {string} language
 * @returns {string} the TypeScript source of one built-in language's area loaders
 */
export function generateLabelLoaders(language) {
  const name = LANGUAGE_FILES.find(([l]) => l === language)[1];
  return loadersSource(
    name,
    'areaLoaders',
    `A loader of each ${language} area of the rest part (one chunk per area), by area.`,
  );
}

/**
 * @param {string} language
 * @returns {string} the TypeScript source of the loaders the rest part (`loadAllTexts`) uses: the same area
 * chunks, in a module of its own. Sharing `areaLoaders`' module with `loadTexts` would make it a chunk the SDK
 * root imports statically in a bundler that splits by module (esbuild), though nothing there calls it.
 */
export function generateRestLoaders(language) {
  const name = LANGUAGE_FILES.find(([l]) => l === language)[1];
  return loadersSource(
    name,
    'restLoaders',
    `A loader of each ${language} area of the rest part, for \`loadAllTexts\` (the chunks of \`areaLoaders\`).`,
  );
}

/** A module exporting `exported`: a loader of each area of the rest part, by area. */
function loadersSource(name, exported, doc) {
  return `/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run \`npm run gen\`.
 */

/** ${doc} */
export const ${exported}: Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>> = {
${REST_AREAS.map((area) => `  ${area}: () => import('./labels${name}${capital(area)}').then((m) => m.areaLabels),`).join('\n')}
};
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
  for (const [language, url] of labelLoaderModules) await writeFile(url, generateLabelLoaders(language));
  for (const [language, url] of restLoaderModules) await writeFile(url, generateRestLoaders(language));
  console.log(
    `wrote ${[...labelModules.map(([, , url]) => url), labelKeysUrl, ...[...labelLoaderModules, ...restLoaderModules].map(([, url]) => url)].map((u) => fileURLToPath(u)).join(', ')}`,
  );
}
