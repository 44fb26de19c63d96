import { allModels } from '../../test/all-models';
import { DOCS_DIR, writeDiagramFiles } from './files';
import { diagramFiles } from './pages';

/** `pnpm machines:diagrams`: writes docs/machines/<name>.md for every machine in all-models.ts. */
const files = diagramFiles(allModels);
writeDiagramFiles(files);
console.log(`Wrote ${files.length} files to ${DOCS_DIR}`);
