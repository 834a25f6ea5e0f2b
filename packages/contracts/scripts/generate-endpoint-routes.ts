// Writes src/endpoint-routes.generated.ts: the endpoint table without its zod schemas, for the web
// client, which needs only method, path, token rule and encryption flag (and so ships without zod).
// Run: npm run generate -w @lucky/contracts. A test fails when the file is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEndpointRoutes } from '../src/endpoint-routes-render.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/endpoint-routes.generated.ts');
writeFileSync(target, renderEndpointRoutes());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
