// Antora documentation sites (vshn/application-catalog-docs): a component's "antora.yml" sits above "modules/<name>/",
// whose "pages/", "partials/", "examples/", "images/" and "attachments/" folders hold its files. An xref names a page
// from its module's "pages/" folder, not from the folder of the page it is written in; an include names a partial,
// an example or a page by its family ("partial$meta.adoc"); either may name another module ("ROOT:guide.adoc") or
// another component ("other:ROOT:intro.adoc").

/** A file of an Antora module: the component's folder ("" at the top), the module's name and its family folder. */
export interface AntoraPlace {
  component: string;
  module: string;
}

/** "docs/modules/ROOT/pages/adr/0001-x.adoc": the last "modules/<name>/<family folder>/" of the path. */
const MODULE_FILE = /^(?:(.*)\/)?modules\/([^/]{1,100})\/(?:pages|partials|examples)\//;

/** Where a file sits in an Antora component, when a component's "antora.yml" is where its path says it would be. */
export function antoraPlace(path: string, exists: (file: string) => boolean): AntoraPlace | undefined {
  const m = MODULE_FILE.exec(path);
  if (!m) return mirroredPage(path, exists);
  const component = m[1] ?? '';
  return exists(component === '' ? 'antora.yml' : `${component}/antora.yml`) ? { component, module: m[2]! } : undefined;
}

/** Where a component's folder usually is, from the folder that holds a link to its pages. */
const COMPONENT_FOLDERS = ['docs', ''];

/**
 * "pages/adr/x.adoc" where the top "pages" is a symlink to "docs/modules/ROOT/pages" (vshn/application-catalog-docs, so
 * the pages can be browsed from the top): the walk meets the files once, by the link. The same file under a
 * component's ROOT module's pages says that is where it really is.
 */
function mirroredPage(path: string, exists: (file: string) => boolean): AntoraPlace | undefined {
  const slash = path.indexOf('/');
  if (slash < 0 || path.slice(0, slash) !== 'pages') return undefined;
  const within = path.slice(slash + 1);
  for (const folder of COMPONENT_FOLDERS) {
    const prefix = folder === '' ? '' : `${folder}/`;
    if (exists(`${prefix}antora.yml`) && exists(`${prefix}modules/ROOT/pages/${within}`)) return { component: folder, module: 'ROOT' };
  }
  return undefined;
}

/** The folder of each family a resource id may name ("partial$meta.adoc" is in "partials/"). */
const FAMILY_FOLDERS: Readonly<Record<string, string>> = { page: 'pages', partial: 'partials', example: 'examples', image: 'images', attachment: 'attachments' };

/** "partial$meta.adoc": a family before the path. */
const FAMILY = /^([a-z]{1,12})\$/;

/**
 * The file an xref ("xref") or an include ("include") names from a file at `place`: its workspace path; null when the
 * id names another component's or an unknown family's file, which this workspace cannot tell; undefined when it is a
 * path from the writing file's folder (an include with no family, an xref starting "./").
 */
export function antoraTarget(place: AntoraPlace, kind: 'xref' | 'include', id: string): string | null | undefined {
  // "2.0@ROOT:x.adoc": a version of the component, which the workspace holds one of.
  const at = id.indexOf('@');
  const coordinates = (at >= 0 && at < id.search(/[:$]|$/) ? id.slice(at + 1) : id).split(':');
  const last = coordinates.pop()!;
  if (coordinates.length > 1) return null;
  const module = coordinates[0];
  const family = FAMILY.exec(last);
  const path = family ? last.slice(family[0].length) : last;
  if (!family && module === undefined && (kind === 'include' || path.startsWith('./'))) return undefined;
  const folder = FAMILY_FOLDERS[family ? family[1]! : 'page'];
  if (folder === undefined || module === '' || path === '') return null;
  const prefix = place.component === '' ? '' : `${place.component}/`;
  return `${prefix}modules/${module ?? place.module}/${folder}/${path}`;
}
