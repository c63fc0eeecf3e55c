// The prose a YAML file keeps in its values: an AI reviewer's instructions ("instructions: |" in nexusnv/paxman's and
// Ranvier-Technologies/pixir's .coderabbit.yaml, supernova-labs/merovingian's cubic.yaml), a spec's statements
// (jetdream/steward's .spec/*.yaml, "statement: >" and "body: |"). Their ids cite decisions as a comment's do.

/** "key:" at a line's start (after any "- " of a list item); the key is bounded so a long line is read once. */
const YAML_KEY = /^([^\s#'"{}[\],:&*!|>%@`][^:#\n]{0,120}?):(?=[ \t]|$)/;
/** A block scalar's indicator, with its chomping and indentation marks and an optional comment: "|", ">-", "|2+". */
const BLOCK_INDICATOR = /^[|>][-+1-9]{0,2}(?:[ \t]|$)/;
/** A value that holds code, not prose: a CI step's script, a command line, a query or a pattern. */
const CODE_KEYS = /^(?:run|script|scripts|before_script|after_script|command|commands|cmd|entrypoint|args|shell|exec|query|sql|expr|expression|if|when|condition|pattern|regex|match|template|jq)$/i;

interface YamlProse {
  /** [start, end) offsets of prose: block scalars' lines, scalar values that are sentences, lists of ids. */
  spans: Array<[number, number]>;
}

function indentOf(line: string): number {
  return skipBlanks(line, 0);
}

function skipBlanks(line: string, from: number): number {
  let i = from;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  return i;
}

/** Where a value written on its key's line ends: its closing quote, or a " #" comment, or the line's end. */
function flowValueEnd(line: string, from: number): number {
  const q = line[from];
  if (q === '"' || q === "'") {
    const close = line.indexOf(q, from + 1);
    return close === -1 ? line.length : close + 1;
  }
  const comment = line.indexOf(' #', from);
  return comment === -1 ? line.length : comment;
}

/** Whether a value is a sentence or a list (it has a blank), not one token of data ("policy_ref: ADR-0053"). */
function isProseValue(value: string): boolean {
  const inner = value.replace(/^["']|["']$/g, '').trim();
  return /[ \t]/.test(inner);
}

/** The key of the nearest line above `i` indented less than `indent`: a list item's owner ("script:" over "- make"). */
function ownerKey(lines: string[], i: number, indent: number): string | undefined {
  for (let j = i - 1; j >= 0 && j >= i - 200; j--) {
    const line = lines[j];
    const at = indentOf(line);
    if (at === line.length || line[at] === '#' || at >= indent) continue;
    return YAML_KEY.exec(line.slice(at).replace(/^(?:-[ \t]+)+/, ''))?.[1]?.trim();
  }
  return undefined;
}

/** The prose of a YAML text, line by line: what a reader of the file reads as sentences. */
export function yamlProse(text: string): YamlProse {
  const spans: Array<[number, number]> = [];
  const lines = text.split('\n');
  let offset = 0;
  // The indentation a block scalar's lines exceed (-1: not in a block), and whether that block is prose.
  let blockOver = -1;
  let blockIsProse = false;
  // Whether the line before began a sentence that may go on: a plain or quoted value's continuation lines.
  let continuing = false;
  for (let i = 0; i < lines.length; offset += lines[i].length + 1, i++) {
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    const indent = indentOf(line);
    const blank = indent === line.length;
    if (blockOver >= 0) {
      if (blank) continue;
      if (indent > blockOver) {
        if (blockIsProse) spans.push([offset + indent, offset + line.length]);
        continue;
      }
      blockOver = -1;
    }
    if (blank || line[indent] === '#') {
      continuing = false;
      continue;
    }
    let at = indent;
    let item = false;
    while (line[at] === '-' && (at + 1 === line.length || line[at + 1] === ' ' || line[at + 1] === '\t')) {
      item = true;
      at = skipBlanks(line, at + 1);
    }
    const key = YAML_KEY.exec(line.slice(at));
    if (!key && !item) {
      // A line of a value begun above ("summary: Ports first,\n  and nothing else"), or of a document marker.
      if (continuing && !line.startsWith('---') && !line.startsWith('...')) spans.push([offset + indent, offset + flowValueEnd(line, indent)]);
      continue;
    }
    const name = key ? key[1].trim() : ownerKey(lines, i, indent);
    const isCode = name !== undefined && CODE_KEYS.test(name);
    let valueAt = key ? at + key[0].length : at;
    valueAt = skipBlanks(line, valueAt);
    continuing = false;
    if (valueAt >= line.length || line[valueAt] === '#') continue;
    if (BLOCK_INDICATOR.test(line.slice(valueAt))) {
      blockOver = indent;
      blockIsProse = !isCode;
      continue;
    }
    if (isCode || '{&*!%@`'.includes(line[valueAt])) continue;
    const end = flowValueEnd(line, valueAt);
    if (isProseValue(line.slice(valueAt, end))) spans.push([offset + valueAt, offset + end]);
    continuing = line[valueAt] !== '[';
  }
  return { spans };
}
