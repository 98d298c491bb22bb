const BROWSER_TARGETS = [
  'chrome >= 111',
  'edge >= 111',
  'firefox >= 115',
  'safari >= 16.4',
]

/**
 * How every app compiles its sources, for the browser and for Node alike, so
 * a page rendered on the server and hydrated in the browser comes from the
 * same code: TypeScript and JSX through SWC, CSS Modules with one class-name
 * scheme (the server build keeps only the class names, the browser build
 * also emits the CSS), images as files.
 */
export function moduleRules({ isProduction, uniqueName, forNode = false }) {
  return {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic', development: !isProduction },
            },
          },
          env: { targets: forNode ? ['node >= 20.19'] : BROWSER_TARGETS },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
      // `import source from './file?raw'`: the file's text (the altcha widget's worker, which
      // runs from a blob: URL because a remote's own origin is cross-origin on the shell).
      { resourceQuery: /raw/, type: 'asset/source' },
    ],
    // Default-imported CSS Modules (`import styles from './x.module.css'`).
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      // A prefix per area: Module Federation isolates no CSS.
      'css/auto': {
        localIdentName: isProduction
          ? `${uniqueName}-[hash:6]`
          : `${uniqueName}-[name]-[local]`,
        ...(forNode && { exportsOnly: true }),
      },
    },
  }
}
