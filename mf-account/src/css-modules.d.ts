declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}

declare module '*.css'

/** A file's text (`?raw`, module-rules.mjs): the altcha worker's source. */
declare module '*?raw' {
  const source: string
  export default source
}
