// esbuild bundles Markdown files as text (scripts/build.mjs: loader '.md': 'text').
declare module '*.md' {
  const text: string;
  export default text;
}
