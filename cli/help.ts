// Help text: the same contract the README documents.
export const USAGE = `adr-lens: architecture decision records, understood

Usage: adr-lens <command> [options]

Commands:
  check [PATHS...]        Judge decision records and the files that cite them
      --format text|json|sarif   (default text)
  list                    List every decision record
      --status S  --collection DIR
  show ID                 One record: status, relations, who cites it, body
  search QUERY            Ranked full-text search
      --limit N  --cursor C  --status S
  graph                   Supersede / amend / relation graph
      --format mermaid|dot|json  (default mermaid)  --collection DIR
  refs PATH               Decisions that govern a file or folder
  explain [RULE]          A rule's documentation (no RULE: list the rules)
  new TITLE               Create the next-numbered record in the collection's format
      --supersedes ID  --collection DIR  --status S  --date YYYY-MM-DD
  lsp                     Run the language server on stdio
  mcp                     Run the MCP server (stdio; --http [--host H] [--port P])

Options:
  --root DIR              Workspace root (default: current directory)
  --config PATH           Config to use when the workspace has no .adr-lens.json
  --json                  Machine-readable output (where it makes sense)
  --no-cache              Neither read nor write the workspace snapshot (see below)
  -h, --help              This help
  -v, --version           Print the version

Exit codes: 0 clean, 1 findings at error severity, 2 usage or runtime error.
Colour on a terminal only; set NO_COLOR to turn it off.
Each run leaves a snapshot of what it parsed (and found) in ~/.cache/adr-lens
($ADR_LENS_CACHE_DIR; ADR_LENS_CACHE=off turns it off): the next run reads and
parses only the files changed since, and replays the findings when none did.
`;
