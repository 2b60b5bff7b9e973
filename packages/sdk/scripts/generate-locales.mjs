// Generates one module of screen labels per built-in language (src/generated/labels{Ja,ZhCN,En}.ts) from the
// area files in src/i18n/labels, where each area keeps its three languages side by side for translators. Apps
// then load only the chosen language's module. `npm run gen` writes them; a test compares.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const labelsEntry = fileURLToPath(new URL('../src/i18n/labels/index.ts', import.meta.url));

/** The label areas' keys as types, so published types never carry the texts. */
export const labelKeysUrl = new URL('../src/generated/labelKeys.ts', import.meta.url);

/** The built-in languages and the module each one's labels go to. */
export const labelModules = [
  ['ja', new URL('../src/generated/labelsJa.ts', import.meta.url)],
  ['zh-CN', new URL('../src/generated/labelsZhCN.ts', import.meta.url)],
  ['en', new URL('../src/generated/labelsEn.ts', import.meta.url)],
];

/** @returns {Promise<Record<string, Record<string, Record<string, string>>>>} area -> language -> key -> text */
async function readAreas() {
  const result = await build({
    entryPoints: [labelsEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.labelAreas;
}

/**
 * @param {string} language
 * @returns {Promise<string>} the TypeScript source of one language's labels, flat `<area>.<key>` keys
 */
export async function generateLabels(language) {
  const areas = await readAreas();
  const flat = {};
  for (const [area, set] of Object.entries(areas)) {
    for (const [key, text] of Object.entries(set[language])) flat[`${area}.${key}`] = text;
  }
  return `/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run \`npm run gen\`.
 */

/** Screen labels in ${language}: the \`labels\` namespace, one flat \`<area>.<key>\` key per text. */
export const labels: Readonly<Record<string, string>> = ${JSON.stringify(flat, null, 2)};
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
  for (const [language, url] of labelModules) await writeFile(url, await generateLabels(language));
  await writeFile(labelKeysUrl, await generateLabelKeys());
  console.log(
    `wrote ${[...labelModules.map(([, url]) => url), labelKeysUrl].map((u) => fileURLToPath(u)).join(', ')}`,
  );
}
