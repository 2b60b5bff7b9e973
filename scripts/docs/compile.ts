import path from 'node:path';
import ts from 'typescript';
import { docSlug, type Sample } from './samples';

/** Where a sample is compiled: its own path in the repository, or a virtual folder per document. */
export function sampleFile(root: string, sample: Sample, exists: (file: string) => boolean): string {
  const virtual = path.join(root, '.samples', docSlug(sample.doc));
  if (sample.path) {
    const top = sample.path.split('/')[0] ?? '';
    return top && exists(path.join(root, top))
      ? path.join(root, sample.path)
      : path.join(virtual, sample.path);
  }
  return path.join(virtual, `line-${sample.line}.${sample.lang}`);
}

export interface SampleDiagnostic {
  /** `doc:line` of the code the diagnostic points at (or of the prelude). */
  where: string;
  code: number;
  message: string;
}

/**
 * Type-checks samples as a consumer would compile them: strict, `moduleResolution: bundler`, React's JSX, DOM,
 * Node and Vite's client types, against the workspace packages (read from source through `@tsumiki/source`).
 * Each sample is a module; path samples of one document see each other.
 */
export function compileSamples(root: string, samples: readonly Sample[]): SampleDiagnostic[] {
  const base = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const { options } = ts.convertCompilerOptionsFromJson(
    {
      ...base.compilerOptions,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['node', 'vite/client'],
      jsx: 'react-jsx',
      noEmit: true,
      skipLibCheck: true,
    },
    root,
  );
  const files = new Map<string, { sample: Sample; preludeLines: number; text: string }>();
  for (const sample of samples) {
    const file = sampleFile(root, sample, ts.sys.directoryExists);
    const text = `${sample.prelude}${sample.code}export {};\n`;
    files.set(file, { sample, preludeLines: sample.prelude.split('\n').length - 1, text });
  }
  const dirs = new Set<string>();
  for (const file of files.keys()) {
    for (let d = path.dirname(file); d.length > root.length; d = path.dirname(d)) dirs.add(d);
  }
  const host = ts.createCompilerHost(options);
  const { getSourceFile } = host;
  host.fileExists = (f) => files.has(f) || ts.sys.fileExists(f);
  host.readFile = (f) => files.get(f)?.text ?? ts.sys.readFile(f);
  host.directoryExists = (d) => dirs.has(d) || ts.sys.directoryExists(d);
  host.getSourceFile = (f, language, onError, create) => {
    const own = files.get(f);
    return own
      ? ts.createSourceFile(f, own.text, language, true)
      : getSourceFile.call(host, f, language, onError, create);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const out: SampleDiagnostic[] = [];
  for (const [file, { sample, preludeLines }] of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not compiled: ${file}`);
    for (const d of ts.getPreEmitDiagnostics(program, source)) {
      if (d.file?.fileName !== file) continue;
      const at = d.file.getLineAndCharacterOfPosition(d.start ?? 0).line;
      const where =
        at < preludeLines
          ? `${sample.doc}:${sample.line} (prelude)`
          : `${sample.doc}:${sample.line + at - preludeLines}`;
      out.push({ where, code: d.code, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') });
    }
  }
  return out;
}
