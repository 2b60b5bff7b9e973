/** Font stacks every brand starts from; a brand may reorder or replace them. */
export const fontStacks = {
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, system-ui, sans-serif',
  zh: '"PingFang SC", "Hiragino Sans GB", "Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif',
  en: '-apple-system, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans JP", system-ui, sans-serif',
  // Digits must not shift while prices tick: a monospace face first, tabular-nums set by the components.
  mono: '"SF Mono", "Roboto Mono", "DejaVu Sans Mono", "Noto Sans Mono", ui-monospace, Menlo, Consolas, monospace',
} as const;

/** The body stacks per language, as `typography.family.text` takes them. */
export const textStacks = { ja: fontStacks.ja, zh: fontStacks.zh, en: fontStacks.en } as const;
