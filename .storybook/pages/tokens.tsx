// The token pages of the catalogue (Tokens/*.mdx), generated from the built-in themes' token objects: what a
// designer sees is what a brand's TsumikiTokens JSON sets, path for path, never a hand-copied table.
import type { CSSProperties, ReactNode } from 'react';
import { brandTokens, type ThemeName, themeNames } from '../../packages/ui/src/theme/brands';
import { contrastRatio } from '../../packages/ui/src/theme/contrast';
import type { TsumikiTokens } from '../../packages/ui/src/theme/tokenType';

const THEMES = themeNames.map(
  (name) => [name, brandTokens[name] as TsumikiTokens] as [ThemeName, TsumikiTokens],
);

/** Every leaf of a token subtree as [path, value], in declaration order. */
function leaves(node: unknown, path: string): [string, string | number][] {
  if (typeof node === 'string' || typeof node === 'number') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

const at = (tokens: TsumikiTokens, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tokens);

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 13 };
const cell: CSSProperties = {
  borderBottom: '1px solid #d0d7de',
  padding: '6px 8px',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 };

function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={String(i)} style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour token of every built-in theme, with its value and its contrast on the page surface. */
export function ColourTokens({ group }: { group?: keyof TsumikiTokens['color'] }) {
  const rows = leaves(
    group ? brandTokens.light.color[group] : brandTokens.light.color,
    group ? `color.${group}` : 'color',
  );
  return (
    <Table head={['token', ...THEMES.map(([name]) => name)]}>
      {rows.map(([path]) => (
        <tr key={path}>
          <td style={{ ...cell, ...code }}>{path}</td>
          {THEMES.map(([name, tokens]) => {
            const value = String(at(tokens, path));
            const page = tokens.color.surface.page;
            const ratio = /^#[0-9a-f]{6}$/i.test(value) ? contrastRatio(value, page) : undefined;
            return (
              <td key={name} style={cell}>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: 28,
                      height: 28,
                      borderRadius: 6,
                      background: value,
                      border: '1px solid #8c959f',
                    }}
                  />
                  <span style={code}>{value}</span>
                  {ratio !== undefined && (
                    <span style={{ ...code, color: '#57606a' }} title="contrast ratio on color.surface.page">
                      {ratio.toFixed(1)}:1
                    </span>
                  )}
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

const SAMPLES: Record<string, string> = {
  ja: '日本株・米国株・中国株をひとつのアプリで 1,234,567.00',
  zh: '一个应用交易日股、美股和A股 1,234,567.00',
  latin: 'Japanese, US and Chinese stocks in one app 1,234,567.00',
  mono: '¥1,234,567.00  +2.35%  7203',
  heading: 'Tsumiki 積み木 积木',
};

type Families = TsumikiTokens['typography']['family'];
/** Each family as a row: a per-language family gives one row per language, each with a sample in its script. */
function familyRows(family: Families): [key: string, sample: string, stack: string][] {
  return Object.entries(family).flatMap(([key, value]): [string, string, string][] =>
    typeof value === 'string'
      ? [[key, key, value]]
      : Object.entries(value as Record<string, string>).map(([lang, stack]): [string, string, string] => [
          `${key}.${lang}`,
          key === 'heading' ? 'heading' : lang === 'en' ? 'latin' : lang,
          stack,
        ]),
  );
}

/** Font stacks (each with a sample in its script), sizes, weights and line heights of every theme. */
export function TypeTokens() {
  const light = brandTokens.light.typography;
  return (
    <>
      <h3>Families</h3>
      <Table head={['token', ...THEMES.map(([name]) => name), 'sample (light)']}>
        {familyRows(light.family).map(([key, sample, stack]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>typography.family.{key}</td>
            {THEMES.map(([name, tokens]) => (
              <td key={name} style={{ ...cell, ...code }}>
                {familyRows(tokens.typography.family).find(([k]) => k === key)?.[2]}
              </td>
            ))}
            <td style={{ ...cell, fontFamily: stack, fontSize: 16 }}>{SAMPLES[sample]}</td>
          </tr>
        ))}
      </Table>
      <h3>Sizes</h3>
      <Table head={['token', ...THEMES.map(([name]) => name), 'sample (light)']}>
        {Object.entries(light.size).map(([key, px]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>typography.size.{key}</td>
            {THEMES.map(([name, tokens]) => (
              <td key={name} style={{ ...cell, ...code }}>
                {tokens.typography.size[key as keyof typeof light.size]} px
              </td>
            ))}
            <td
              style={{
                ...cell,
                fontFamily: light.family.text.ja,
                fontSize: px,
                lineHeight: light.lineHeight.normal,
              }}
            >
              株価 Price 股价
            </td>
          </tr>
        ))}
      </Table>
      <h3>Weights and line heights</h3>
      <Table head={['token', ...THEMES.map(([name]) => name)]}>
        {[
          ...leaves(light.weight, 'typography.weight'),
          ...leaves(light.lineHeight, 'typography.lineHeight'),
        ].map(([path]) => (
          <tr key={path}>
            <td style={{ ...cell, ...code }}>{path}</td>
            {THEMES.map(([name, tokens]) => (
              <td key={name} style={{ ...cell, ...code }}>
                {String(at(tokens, path))}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Spacing (unit x scale), radii, elevation and motion of every theme. */
export function SpaceTokens() {
  const light = brandTokens.light;
  return (
    <>
      <h3>Space</h3>
      <p>
        Every gap and padding is <code>space.unit</code> ({light.space.unit} px in light) times a step of the
        scale.
      </p>
      <Table head={['token', ...THEMES.map(([name]) => name), 'light']}>
        {Object.entries(light.space.scale).map(([key, steps]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>space.scale.{key}</td>
            {THEMES.map(([name, tokens]) => {
              const n = tokens.space.scale[key as keyof typeof light.space.scale];
              return (
                <td key={name} style={{ ...cell, ...code }}>
                  {n} × {tokens.space.unit} = {n * tokens.space.unit} px
                </td>
              );
            })}
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  height: 12,
                  width: steps * light.space.unit,
                  background: light.color.brand.primary,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <h3>Radius</h3>
      <Table head={['token', ...THEMES.map(([name]) => name), 'light']}>
        {Object.entries(light.radius).map(([key, px]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>radius.{key}</td>
            {THEMES.map(([name, tokens]) => (
              <td key={name} style={{ ...cell, ...code }}>
                {tokens.radius[key as keyof typeof light.radius]} px
              </td>
            ))}
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  width: 48,
                  height: 32,
                  borderRadius: px,
                  border: `2px solid ${light.color.border.strong}`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <h3>Elevation and motion</h3>
      <Table head={['token', ...THEMES.map(([name]) => name)]}>
        {[...leaves(light.elevation, 'elevation'), ...leaves(light.motion, 'motion')].map(([path]) => (
          <tr key={path}>
            <td style={{ ...cell, ...code }}>{path}</td>
            {THEMES.map(([name, tokens]) => {
              const value = String(at(tokens, path));
              return (
                <td key={name} style={{ ...cell, ...code }}>
                  {path.startsWith('elevation') ? (
                    <span
                      style={{
                        display: 'inline-block',
                        padding: 8,
                        background: tokens.color.surface.card,
                        boxShadow: value,
                        borderRadius: 8,
                      }}
                    >
                      {value}
                    </span>
                  ) : (
                    `${value}${/fast|base|slow/.test(path) ? ' ms' : ''}`
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </Table>
    </>
  );
}
