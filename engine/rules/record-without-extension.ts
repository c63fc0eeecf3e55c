import doc from '../../docs/rules/record-without-extension.md';
import { defineRule } from './define.js';
import { posixBasename } from '../text.js';
import { isExtensionlessRecordName } from '../discovery/collections.js';

export default defineRule({
  id: 'ADR027',
  name: 'record-without-extension',
  description: 'A decision record is in a file without the .md extension, so GitHub, editors and other tools do not show it as Markdown.',
  defaultSeverity: 'warning',
  tags: ['structure'],
  doc,
  scope: 'record',
  checkRecord(record) {
    const name = posixBasename(record.path);
    if (!isExtensionlessRecordName(name)) return [];
    return [
      {
        path: record.path,
        range: record.title.range,
        message: `${record.id} is in "${name}", without the .md extension: rename it to "${name}.md" so GitHub, editors and other tools read it as Markdown (links to it change with it).`,
      },
    ];
  },
});
