// Help text: the same contract the README documents.
export const USAGE = `adr-lens: architecture decision records, understood

Usage: adr-lens <command> [options]

Commands:
  check [PATHS...]        Judge decision records and the files that cite them
      --format text|json|sarif|github|gitlab  --min-severity S  --fix
  list                    List every decision record
      --status S  --collection DIR
  show ID                 One record: status, relations, who cites it, body
  search QUERY            Ranked full-text search
      --limit N  --cursor C  --status S
  graph                   Supersede / amend / relation graph
      --format mermaid|dot|svg|json  (default mermaid)  --collection DIR
  refs PATH               Decisions that govern a file or folder
  explain [RULE]          A rule's documentation (no RULE: list the rules)
  new TITLE               Create the next-numbered record in the collection's format
      --supersedes ID  --collection DIR  --status S  --date YYYY-MM-DD
  status ID STATUS        Set a record's status where it writes it (accepted, rejected…)
  renumber ID|PATH [N]    Renumber a record: file, title and the links to it
  mv FROM TO              Move or rename a record (or a folder of them) and the links to it
  lsp                     Run the language server on stdio
  mcp                     Run the MCP server (stdio by default)
      --http [--host H] [--port P] [--rate-limit N]  --allow-writes  --no-watch

Options:
  --root DIR              Workspace root (default: current directory)
  --config PATH           Config to use when the workspace has no .adr-lens.json
  --json                  Machine-readable output (where it makes sense)
  --no-cache              Neither read nor write the workspace snapshot (see below)
  -h, --help              This help; 'adr-lens COMMAND --help' for one command
  -v, --version           Print the version

Exit codes: 0 clean, 1 findings at error severity, 2 usage or runtime error.
Colour on a terminal only; set NO_COLOR to turn it off.
Each run leaves a snapshot of what it parsed (and found) in ~/.cache/adr-lens
($ADR_LENS_CACHE_DIR; --no-cache turns it off): the next run reads and parses
only the files changed since, and replays the findings when none did. Beside it,
a code cache spares later runs compiling ADR Lens itself; ADR_LENS_CACHE=off
turns both off.
`;

const GLOBAL_LINE = `Options of every command: --root DIR, --config PATH, --json, --no-cache (see 'adr-lens --help').\n`;

/** `adr-lens COMMAND --help`: that command's synopsis and options, in the words of the overview above. */
export const COMMAND_USAGE: Record<string, string> = {
  check: `Usage: adr-lens check [PATHS...] [--format text|json|sarif|github|gitlab] [--min-severity S] [--fix]

Judges the decision records and the files that cite them: the whole workspace, or only the
given files and folders. Text lines read 'path:line:col severity rule message'.

  --format text|json|sarif|github|gitlab
                 output format (default text; --json means json; github: workflow
                 commands that annotate a GitHub Actions run and its pull request;
                 gitlab: a Code Quality report for a merge request)
  --min-severity error|warning|info|hint
                 report only findings this severe or more (default hint: all); the
                 exit code is about errors either way
  --fix          apply the mechanical fixes, those that follow from the workspace itself
                 (a reciprocal "Superseded by", a misspelt status, a title number that
                 disagrees with the file name), then report what is left; fixes that are
                 a choice (a status to add, a code comment to re-point) are left for the
                 editor's quick fixes. It writes files: review the diff.

Exit codes: 0 no finding at error severity, 1 at least one, 2 usage or runtime error.
${GLOBAL_LINE}`,
  list: `Usage: adr-lens list [--status S] [--collection DIR]

Every decision record: id, status, date, title, file.

  --status S         only records in this lifecycle (proposed, accepted, rejected, deprecated, superseded,
                     unknown), or a status word as records write it ("Draft", "Approved")
  --collection DIR   only records of this collection
${GLOBAL_LINE}`,
  show: `Usage: adr-lens show ID

One record: status, dates, people, relations, who cites it, its code paths and body.
${GLOBAL_LINE}`,
  search: `Usage: adr-lens search QUERY [--limit N] [--cursor C] [--status S]

Ranked full-text search with snippets.

  --limit N    results per page (default 20)
  --cursor C   the next page (the cursor the previous page gave)
  --status S   only records in this lifecycle, or a status word as records write it ("Draft")
${GLOBAL_LINE}`,
  graph: `Usage: adr-lens graph [--format mermaid|dot|svg|json] [--collection DIR] [--around ID [--depth N]] [--related]

Supersede, amend and other relations as a graph.

  --format mermaid|dot|svg|json   (default mermaid); svg: an arc diagram,
                                  one row per decision, to save as a file
  --collection DIR            only records of this collection
  --around ID                 only the decisions within --depth links of this one
                              (marked in the SVG)
  --depth N                   with --around: how many links away, 1 to 10 (default 2)
  --related                   only decisions with a relation
${GLOBAL_LINE}`,
  refs: `Usage: adr-lens refs PATH

Decisions that govern a file or folder: records that name it, and records the file cites.
${GLOBAL_LINE}`,
  explain: `Usage: adr-lens explain [RULE]

A rule's documentation (what, why, how to fix, example), by id or name; without a rule, the
list of rules (with --json: {"rules": [...]}).
${GLOBAL_LINE}`,
  new: `Usage: adr-lens new TITLE [--supersedes ID] [--collection DIR] [--status S] [--date YYYY-MM-DD]

Writes the next-numbered record in the collection's own format. Never overwrites a file.

  --supersedes ID    the record this one replaces (both records are updated)
  --collection DIR   the collection to write in (default: the first one; with --supersedes,
                     the old record's)
  --status S         status written in the new record (default: the collection's word for
                     proposed; for accepted with --supersedes)
  --date YYYY-MM-DD  date of the new record (default: today)
${GLOBAL_LINE}`,
  status: `Usage: adr-lens status ID STATUS

Sets a record's status where the record writes it (front matter, a Status: line, the Status
section), in the collection's own word: 'adr-lens status ADR-0003 accepted' writes "Accepted"
in an adr-tools collection, "accepted" in a MADR one, "Aceptado" where the records say so. A
lifecycle (proposed, accepted, rejected, deprecated) or a status word ("approved", "draft",
written as given). A record is superseded by another one: 'adr-lens new TITLE --supersedes ID'.
Writes nothing when the record already has that status.
${GLOBAL_LINE}`,
  renumber: `Usage: adr-lens renumber ID|PATH [NUMBER]

Gives a record another number: renames its file (or the folder of a record written as its
folder's page), changes the number in its title, and updates the links to it in records,
Markdown and code comments, and its citations by id. Of a number two records share, a bare id
stays: it means the record that keeps the number. Without NUMBER: the free number
duplicate-number names for a record that shares its number, else the next of its collection.
Name a record that shares its id by its path. Refuses a number another record of the
collection has, and never writes over a file.
${GLOBAL_LINE}`,
  mv: `Usage: adr-lens mv FROM TO

Moves or renames a decision record, or a folder of records, and updates every link to it
(records, Markdown, code comments) in the form it was written, and the record's own relative
links when its folder changes. TO may be a folder that exists (or ends in /): the record goes
into it. Never writes over a file; says which links it could not rewrite.
${GLOBAL_LINE}`,
  lsp: `Usage: adr-lens lsp [--stdio] [--no-cache]

Runs the ADR Lens language server for editors other than VS Code, on stdio. The editor starts
it and sends the workspace folders and settings.

  --no-cache   neither read nor write the workspace snapshot (also ADR_LENS_CACHE=off,
               which turns off the code cache too)
`,
};
