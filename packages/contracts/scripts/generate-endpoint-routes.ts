// Writes what is derived from the endpoint table, so it cannot drift from it (a test fails when either file is
// out of date). Run: npm run generate -w @lucky/contracts.
// - src/endpoint-routes.generated.ts: the table without its zod schemas, for the web client, which needs only
//   method, path, token rule and encryption flag (and so ships without zod);
// - docs/ops-roles.md (at the repository root): the operator role matrix that README links to.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEndpointRoutes } from '../src/endpoint-routes-render.ts';
import { renderRoleMatrixMarkdown } from '../src/ops/role-matrix-render.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const targets = [
  { file: path.resolve(here, '../src/endpoint-routes.generated.ts'), text: renderEndpointRoutes() },
  { file: path.resolve(here, '../../../docs/ops-roles.md'), text: renderRoleMatrixMarkdown() },
];
for (const { file, text } of targets) {
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
