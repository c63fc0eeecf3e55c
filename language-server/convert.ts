// Engine results → LSP shapes, one function per shape. Ranges pass through unchanged: the engine
// already counts 0-based lines and UTF-16 characters, as LSP does.
import {
  RenameFile,
  TextDocumentEdit,
  CodeActionKind,
  CompletionItemKind,
  DiagnosticSeverity,
  DiagnosticTag,
  InsertTextFormat,
  MarkupKind,
  SymbolKind,
  type CodeAction,
  type CodeLens,
  type CompletionItem,
  type Diagnostic,
  type DocumentLink,
  type DocumentSymbol,
  type Hover,
  type InlayHint,
  type Location,
  type Range,
  type SymbolInformation,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver/node';
import type {
  CodeActionResult,
  CodeLensResult,
  CompletionItemResult,
  DocumentLinkResult,
  HoverResult,
  InlayHintResult,
  LocationResult,
  StatusChanges,
  SymbolResult,
} from '../engine/api.js';
import type { Diagnostic as EngineDiagnostic, FileRename, Severity, TextEdit as EngineTextEdit } from '../engine/types.js';
import { fixAllEdits } from '../engine/index.js';
import { NO_COMMAND, OPEN_DECISION_COMMAND, SHOW_REFERENCES_COMMAND, SUPERSEDE_COMMAND } from './commands.js';

/** Where each rule's doc page (what, why, how to fix, example) is published. */
export const RULE_DOCS_BASE = 'https://github.com/adr-lens/adr-lens/blob/main/docs/rules/';
export const DIAGNOSTIC_SOURCE = 'adr-lens';
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.adrLens`;

/** Turns a workspace-relative path into the URI the client knows it by. */
export type UriOf = (path: string) => string;

const severities: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export function toDiagnostic(d: EngineDiagnostic, uriOf: UriOf): Diagnostic {
  const out: Diagnostic = {
    range: d.range,
    severity: severities[d.severity] ?? DiagnosticSeverity.Warning,
    code: d.rule,
    codeDescription: { href: `${RULE_DOCS_BASE}${encodeURIComponent(d.rule)}.md` },
    source: DIAGNOSTIC_SOURCE,
    message: d.message,
  };
  const tags = (d.tags ?? []).map((t) => (t === 'deprecated' ? DiagnosticTag.Deprecated : DiagnosticTag.Unnecessary));
  if (tags.length) out.tags = tags;
  if (d.related?.length) {
    out.relatedInformation = d.related.map((r) => ({ location: { uri: uriOf(r.path), range: r.range }, message: r.message }));
  }
  return out;
}

export function toHover(h: HoverResult): Hover {
  return { contents: { kind: MarkupKind.Markdown, value: h.contents }, range: h.range };
}

export function toLocation(l: LocationResult, uriOf: UriOf): Location {
  return { uri: uriOf(l.path), range: l.range };
}

const completionKinds: Record<CompletionItemResult['kind'], CompletionItemKind> = {
  decision: CompletionItemKind.Reference,
  status: CompletionItemKind.EnumMember,
  relation: CompletionItemKind.Keyword,
};

export function toCompletionItem(c: CompletionItemResult): CompletionItem {
  const item: CompletionItem = {
    label: c.label,
    kind: completionKinds[c.kind] ?? CompletionItemKind.Text,
    textEdit: { range: c.range, newText: c.insertText },
    insertTextFormat: InsertTextFormat.PlainText,
  };
  if (c.detail !== undefined) item.detail = c.detail;
  if (c.labelDescription !== undefined) item.labelDetails = { description: c.labelDescription };
  if (c.documentation !== undefined) item.documentation = { kind: MarkupKind.Markdown, value: c.documentation };
  if (c.sortText !== undefined) item.sortText = c.sortText;
  if (c.filterText !== undefined) item.filterText = c.filterText;
  return item;
}

export function toWorkspaceEdit(edits: EngineTextEdit[], uriOf: UriOf): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const e of edits) (changes[uriOf(e.path)] ??= []).push({ range: e.range, newText: e.newText });
  return { changes };
}

/**
 * Renames, then the edits, with the files renamed named by their new paths. The engine's edits name files as they are
 * now; an editor applies a workspace edit in order, but VS Code hands a code action's edit on (executeCodeActionProvider)
 * with its renames first whatever the order: this order means the same either way. Renames never overwrite a file.
 */
export function toWorkspaceEditWithRenames(edits: EngineTextEdit[], renames: readonly FileRename[], uriOf: UriOf): WorkspaceEdit {
  const renamed = (path: string): string => {
    for (const r of renames) {
      if (path === r.from) return r.to;
      if (path.startsWith(`${r.from}/`)) return r.to + path.slice(r.from.length);
    }
    return path;
  };
  const byUri = new Map<string, TextEdit[]>();
  for (const e of edits) {
    const uri = uriOf(renamed(e.path));
    let list = byUri.get(uri);
    if (!list) byUri.set(uri, (list = []));
    list.push({ range: e.range, newText: e.newText });
  }
  return {
    documentChanges: [
      ...renames.map((r) => RenameFile.create(uriOf(r.from), uriOf(r.to), { overwrite: false, ignoreIfExists: false })),
      ...[...byUri].map(([uri, list]) => TextDocumentEdit.create({ uri, version: null }, list)),
    ],
  };
}

/**
 * The engine's fixes for the diagnostics the editor asks about: a quick fix on one diagnostic should not offer the
 * fixes of another that shares its range. Without any of ours in the request (a range, a refactor menu), all of them.
 */
export function forRequestedDiagnostics(actions: CodeActionResult[], requested: readonly Diagnostic[]): CodeActionResult[] {
  const ours = requested.filter((d) => d.source === DIAGNOSTIC_SOURCE);
  if (ours.length === 0) return actions;
  const same = (a: EngineDiagnostic, d: Diagnostic) =>
    d.code === a.rule && d.message === a.message && d.range.start.line === a.range.start.line && d.range.start.character === a.range.start.character && d.range.end.line === a.range.end.line && d.range.end.character === a.range.end.character;
  return actions.filter((a) => a.diagnostic !== undefined && ours.some((d) => same(a.diagnostic!, d)));
}

/** A fix as a quick fix; undefined for one that renames files when the client cannot rename them in an edit. */
export function toQuickFix(a: CodeActionResult, uriOf: UriOf, canRename = false): CodeAction | undefined {
  if (a.renames?.length && !canRename) return undefined;
  const edit = a.renames?.length ? toWorkspaceEditWithRenames(a.edits, a.renames, uriOf) : toWorkspaceEdit(a.edits, uriOf);
  const action: CodeAction = { title: a.title, kind: CodeActionKind.QuickFix, edit };
  if (a.isPreferred) action.isPreferred = true;
  if (a.diagnostic) action.diagnostics = [toDiagnostic(a.diagnostic, uriOf)];
  return action;
}

/**
 * A record's status changes as refactorings (they fix nothing: the light bulb on a status line offers them), and for
 * a decision in force, superseding it through the client's command.
 */
export function toStatusActions(status: StatusChanges, root: string, canSupersede: boolean, uriOf: UriOf): CodeAction[] {
  const actions: CodeAction[] = status.changes.map((c) => ({ title: c.title, kind: CodeActionKind.RefactorRewrite, edit: toWorkspaceEdit(c.edits, uriOf) }));
  if (canSupersede && (status.lifecycle === 'accepted' || status.lifecycle === 'deprecated')) {
    const title = `Supersede ${status.id} with a new decision…`;
    actions.push({ title, kind: CodeActionKind.RefactorRewrite, command: { title, command: SUPERSEDE_COMMAND, arguments: [{ id: status.id, folder: root }] } });
  }
  return actions;
}

/** One "fix all" action from the preferred fix of every diagnostic in a document (see the engine's fixAllEdits). */
export function toFixAll(diagnostics: EngineDiagnostic[], uriOf: UriOf): CodeAction | undefined {
  const { edits } = fixAllEdits(diagnostics);
  if (!edits.length) return undefined;
  return { title: 'Fix all ADR Lens problems', kind: FIX_ALL_KIND, edit: toWorkspaceEdit(edits, uriOf) };
}

/**
 * The same edits offered beside the quick fixes (the light bulb), when the document has two or more problems to fix:
 * a source action is only found in the Source Action menu or on save, where few look for it.
 */
export function toFixAllQuickFix(diagnostics: EngineDiagnostic[], uriOf: UriOf): CodeAction | undefined {
  const { edits, fixed } = fixAllEdits(diagnostics);
  if (fixed.length < 2) return undefined;
  return { title: `Fix all ${fixed.length} ADR Lens problems in this file`, kind: CodeActionKind.QuickFix, edit: toWorkspaceEdit(edits, uriOf) };
}

function before(a: Range['start'], b: Range['start']): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

function contains(outer: Range, inner: Range): boolean {
  return !before(inner.start, outer.start) && !before(outer.end, inner.end);
}

const symbolKinds: Record<SymbolResult['kind'], SymbolKind> = {
  decision: SymbolKind.File,
  section: SymbolKind.String,
};

export function toDocumentSymbol(s: SymbolResult): DocumentSymbol {
  // VS Code rejects the whole answer when a name is empty or a selection range lies outside its range.
  const symbol: DocumentSymbol = {
    name: s.name.trim() || '(untitled)',
    kind: symbolKinds[s.kind] ?? SymbolKind.String,
    range: s.range,
    selectionRange: contains(s.range, s.selectionRange) ? s.selectionRange : s.range,
  };
  if (s.detail) symbol.detail = s.detail;
  if (s.children?.length) symbol.children = s.children.map(toDocumentSymbol);
  return symbol;
}

export function toSymbolInformation(s: SymbolResult, uriOf: UriOf): SymbolInformation {
  const info: SymbolInformation = {
    name: s.name.trim() || '(untitled)',
    kind: symbolKinds[s.kind] ?? SymbolKind.String,
    location: { uri: uriOf(s.path), range: s.selectionRange ?? s.range },
  };
  if (s.detail) info.containerName = s.detail;
  return info;
}

export function toDocumentLink(l: DocumentLinkResult, uriOf: UriOf): DocumentLink {
  // VS Code opens file URIs with a #L<line> fragment at that line.
  const fragment = l.targetRange ? `#L${l.targetRange.start.line + 1}` : '';
  const link: DocumentLink = { range: l.range, target: uriOf(l.target) + fragment };
  if (l.tooltip) link.tooltip = l.tooltip;
  return link;
}

/** The label is one part that points at the record: the editor opens it on a click and offers its peek and menu. */
export function toInlayHint(h: InlayHintResult, uriOf: UriOf): InlayHint {
  return { position: h.position, label: [{ value: h.label, tooltip: h.tooltip, location: { uri: uriOf(h.target), range: h.targetRange } }], paddingLeft: true };
}

/** `references` lists the citing places for a "show references" lens (the extension opens them in the peek view). */
export function toCodeLens(l: CodeLensResult, uriOf: UriOf, references: (path: string, position: LocationResult['range']['start']) => Location[]): CodeLens {
  const c = l.command;
  if (c?.kind === 'showReferences') {
    return {
      range: l.range,
      command: { title: l.title, command: SHOW_REFERENCES_COMMAND, arguments: [uriOf(c.path), c.position, references(c.path, c.position)] },
    };
  }
  if (c?.kind === 'showLocations') {
    return { range: l.range, command: { title: l.title, command: SHOW_REFERENCES_COMMAND, arguments: [uriOf(c.path), c.position, c.locations.map((x) => toLocation(x, uriOf))] } };
  }
  if (c?.kind === 'open') {
    return { range: l.range, command: { title: l.title, command: OPEN_DECISION_COMMAND, arguments: [uriOf(c.path)] } };
  }
  return { range: l.range, command: { title: l.title, command: NO_COMMAND } };
}
